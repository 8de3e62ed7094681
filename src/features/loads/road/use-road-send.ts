import { useState } from 'react'
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify'
import { rejectionReason } from '../../../lib/outbox/read-answer'
import { StorageFullError } from '../../../lib/outbox/storage-full'
import type { SubmitOutcome } from '../../../lib/outbox/submit'

/**
 * Runs one road action through the outbox and says what became of it: sent, saved for later,
 * or refused (with the server's reason). `busy` names the action under way.
 */
export function useRoadSend() {
  const [busy, setBusy] = useState<string | null>(null)
  const run = async (name: string, title: string, send: () => Promise<SubmitOutcome>): Promise<boolean> => {
    setBusy(name)
    try {
      const outcome = await send()
      if (outcome.kind === 'sent') notifySuccess(title, 'Sent to dispatch.')
      else if (outcome.kind === 'saved') notifyInfo(title, 'Saved on this device; it is sent when the connection returns.')
      else notifyError(`${title}: not accepted`, rejectionReason(outcome.rejection))
      return outcome.kind !== 'rejected'
    } catch (error) {
      notifyError(
        `${title}: not saved`,
        error instanceof StorageFullError ? 'This device is full. Free some space and try again.' : 'It could not be saved on this device.',
      )
      return false
    } finally {
      setBusy(null)
    }
  }
  return { busy, run }
}
