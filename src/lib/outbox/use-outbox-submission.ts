import type { AnyFormApi } from '@tanstack/react-form'
import { useEffect, useState } from 'react'
import { focusFirstError } from '../form/focus-first-error'
import { useOnFirstInteraction } from '../use-first-interaction'
import { applyServerErrors } from '../form/server-errors'
import { dismissToasts, notifyError } from '../notify'
import type { Notice, Submission } from './outbox-entry'
import { onOutboxEvent } from './outbox-events'
import type { Receipt, ReceiptLine, ReceiptTexts } from './receipt'
import { newRecordId } from './record-id'
import { storageFullNotice } from './notices'
import { StorageFullError } from './storage-full'

// The outbox's storage and sending code, downloaded apart from the form's first paint and
// fetched at the visitor's first tap or key, long before a form is filled in and sent, so it is
// there when the form is sent offline (before the service worker holds the site's code).
const submitCode = () => import('./submit')

export interface SubmissionTexts {
  /** What is sent, in a sentence: "quote", "application", "message". */
  what: string
  /** The toast when it is delivered later, after the visitor was told it was saved. */
  sent: Notice
  /** When the server refuses it (field errors show next to their fields). */
  refused: Notice
  unexpected: Notice
  /** What shows in place of the form once it was sent or saved. */
  receipt: ReceiptTexts
}

interface Options {
  /** The outbox entry this form corrects, when it was opened from the list of waiting submissions. */
  entryId?: string
  /** After it was sent or saved for later; the form is reset. */
  onDone?: () => void
}

/** A receipt for something saved for later becomes a receipt for something sent once it is delivered. */
function useDeliveryOf(receipt: Receipt | null, setReceipt: (update: (current: Receipt | null) => Receipt | null) => void) {
  const waitingReference = receipt?.outcome === 'saved' ? receipt.reference : null
  useEffect(() => {
    if (!waitingReference) return
    return onOutboxEvent((event) => {
      if (event.type !== 'delivered' || event.id !== waitingReference) return
      setReceipt((current) => (current?.reference === event.id ? { ...current, outcome: 'sent', savedReason: null } : current))
    })
  }, [waitingReference, setReceipt])
}

/**
 * Sends a form through the outbox and tells the visitor what became of it: a lasting receipt
 * (sent, or saved to be sent later) in place of the form, or the server's errors next to their
 * fields with the values kept.
 */
export function useOutboxSubmission(texts: SubmissionTexts, { entryId, onDone }: Options = {}) {
  // A refused submission stays in the outbox: sending again replaces it rather than adding one.
  const [draftId, setDraftId] = useState(entryId)
  const [uploadProgress, setUploadProgress] = useState<number | null>(null)
  useOnFirstInteraction(submitCode)
  const [receipt, setReceipt] = useState<Receipt | null>(null)
  useDeliveryOf(receipt, setReceipt)

  // The submission may still be reading the chosen files: a failure there is told like any other.
  async function submit(
    submission: Submission | Promise<Submission>,
    form: AnyFormApi,
    formElement: HTMLFormElement | null,
    summary: ReceiptLine[] = [],
  ) {
    // Chosen here, not by the outbox, so that the receipt can name it as the reference.
    const reference = draftId ?? newRecordId()
    try {
      const { submitToOutbox } = await submitCode()
      const outcome = await submitToOutbox(await submission, { entryId: reference, onUploadProgress: setUploadProgress })
      if (outcome.kind === 'rejected') {
        setDraftId(outcome.entryId)
        const unmatched = applyServerErrors(form, outcome.rejection.fieldErrors)
        notifyError(texts.refused.title, [texts.refused.message, ...unmatched].join(' '))
        focusFirstError(formElement)
        return
      }
      // An error told about an earlier attempt is over now.
      dismissToasts()
      setReceipt({
        reference,
        outcome: outcome.kind,
        savedReason: outcome.kind === 'saved' ? outcome.reason : null,
        summary,
        submittedAt: Date.now(),
      })
      setDraftId(undefined)
      form.reset()
      onDone?.()
    } catch (error) {
      const notice = error instanceof StorageFullError ? storageFullNotice : texts.unexpected
      notifyError(notice.title, notice.message)
    } finally {
      setUploadProgress(null)
    }
  }

  return { submit, uploadProgress, receipt, startAgain: () => setReceipt(null) }
}
