import { useState } from 'react'
import { useConfirm } from '../../../components/confirm-dialog'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import { adminQuoteTexts, quoteToasts } from './admin-quote-texts'
import { deleteQuote, updateQuoteStatus } from './quote-calls'
import type { QuoteMove } from './quote-transitions'
import { statusRefusal } from './status-refusal'

export interface PendingQuoteAction {
  id: string
  action: QuoteMove
}

interface QuoteActionsOptions {
  /** The server refused a move: what the page showed was out of date, so read it again. */
  onRefused: (id: string) => void
  /** A quote was deleted (e.g. to close its details). */
  onDeleted?: (id: string) => void
  /** A move was saved: the quote as the server returned it. */
  onSaved?: (quote: QuoteRecord) => void
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { isAbort?: unknown }).isAbort === true
}

/**
 * Status moves and deletes of quotes, with the spec's toasts; a move the server refuses shows
 * its reason. Render `dialog` once: it asks before a delete.
 */
export function useQuoteActions(pb: TypedPocketBase, { onRefused, onDeleted, onSaved }: QuoteActionsOptions) {
  const [pending, setPending] = useState<PendingQuoteAction | null>(null)
  const { confirm, dialog } = useConfirm()

  const changeStatus = async (quote: QuoteRecord, status: QuoteMove): Promise<void> => {
    setPending({ id: quote.id, action: status })
    try {
      const updated = await updateQuoteStatus(pb, quote.id, status)
      const { title, message } = quoteToasts.statusUpdated(status)
      notifySuccess(title, message)
      onSaved?.(updated)
    } catch (error) {
      if (isAbort(error)) return
      console.error(quoteToasts.updateFailed.message, error)
      const reason = statusRefusal(error)
      const { title, message } = quoteToasts.updateFailed
      notifyError(title, reason ? `${message} ${reason}` : message)
      if (reason) onRefused(quote.id)
    } finally {
      setPending(null)
    }
  }

  const askToDelete = (quote: QuoteRecord) =>
    confirm({
      title: adminQuoteTexts.deleteTitle,
      message: adminQuoteTexts.deleteMessage(quote.customer_name),
      confirmLabel: adminQuoteTexts.deleteLabel,
      cancelLabel: adminQuoteTexts.cancelLabel,
      failureMessage: quoteToasts.deleteFailed.message,
      onConfirm: async () => {
        try {
          await deleteQuote(pb, quote.id)
        } catch (error) {
          if (!isAbort(error)) notifyError(quoteToasts.deleteFailed.title, quoteToasts.deleteFailed.message)
          throw error
        }
        notifySuccess(quoteToasts.deleted.title, quoteToasts.deleted.message)
        onDeleted?.(quote.id)
      },
    })

  return { pending, changeStatus, askToDelete, dialog }
}

export type QuoteActions = ReturnType<typeof useQuoteActions>
