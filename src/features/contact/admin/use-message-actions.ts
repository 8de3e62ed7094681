import { useCallback, useState, type ReactNode } from 'react'
import { useConfirm } from '../../../components/confirm-dialog'
import { notifyOutcome } from '../../../lib/notify'
import type { TypedPocketBase } from '../../../lib/record-types'
import { messageTexts } from './admin-texts'
import { deleteMessage, updateMessageStatus, type MessageRow } from './message-calls'
import type { MessageStatus } from './message-status'

export interface MessageActions {
  /** Moves a message on, toasting how it went; resolves with the record as saved, or undefined. */
  changeStatus: (message: MessageRow, status: MessageStatus) => Promise<MessageRow | undefined>
  /** Marks a new message read as it is opened: no toast unless it fails. */
  markRead: (message: MessageRow) => Promise<MessageRow | undefined>
  /** Asks first, then deletes; `onDeleted` runs once it is gone. */
  remove: (message: MessageRow, onDeleted?: () => void) => void
  /** Whether the move to `status` of this message is under way. */
  isPending: (messageId: string, status: MessageStatus) => boolean
  /** The confirmation dialog: render it once. */
  dialog: ReactNode
}

/** What an admin does to contact messages; `onSaved` gets each record a move saved. */
export function useMessageActions(pb: TypedPocketBase, onSaved?: (message: MessageRow) => void): MessageActions {
  const { confirm, dialog } = useConfirm()
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())

  const move = useCallback(
    async (message: MessageRow, status: MessageStatus, announce: boolean) => {
      const key = `${message.id}:${status}`
      setPending((keys) => new Set(keys).add(key))
      let saved: MessageRow | undefined
      await notifyOutcome(
        async () => {
          saved = await updateMessageStatus(pb, message.id, status)
        },
        { success: announce ? messageTexts.statusUpdated(status) : undefined, failure: messageTexts.updateFailed },
      )
      setPending((keys) => {
        const next = new Set(keys)
        next.delete(key)
        return next
      })
      if (saved) onSaved?.(saved)
      return saved
    },
    [pb, onSaved],
  )

  const remove = (message: MessageRow, onDeleted?: () => void) =>
    confirm({
      title: messageTexts.deleteTitle,
      message: messageTexts.deleteQuestion(message.name),
      confirmLabel: 'Delete',
      onConfirm: async () => {
        const isDeleted = await notifyOutcome(() => deleteMessage(pb, message.id), {
          success: messageTexts.deleted,
          failure: messageTexts.deleteFailed,
        })
        if (isDeleted) onDeleted?.()
      },
    })

  return {
    changeStatus: (message, status) => move(message, status, true),
    markRead: useCallback((message: MessageRow) => move(message, 'read', false), [move]),
    remove,
    isPending: (messageId, status) => pending.has(`${messageId}:${status}`),
    dialog,
  }
}
