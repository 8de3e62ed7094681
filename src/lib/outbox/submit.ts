import { requestBackgroundSync } from './background-sync'
import type { OutboxEntry, Rejection, Submission } from './outbox-entry'
import { announce } from './outbox-events'
import { newRecordId } from './record-id'
import { StorageFullError } from './storage-full'
import { ensureRoomFor, isQuotaExceeded, requestPersistentStorage } from './storage-space'
import { getEntry, saveEntry, updateEntry } from './store'

export type SubmitOutcome =
  | { kind: 'sent' }
  /** Kept on this device and sent automatically later; never the user's fault. */
  | { kind: 'saved'; reason: 'offline' | 'unreachable' }
  | { kind: 'rejected'; entryId: string; rejection: Rejection }

interface SubmitOptions {
  /** The outbox entry being corrected and sent again, instead of a new one. */
  entryId?: string
  onUploadProgress?: (fraction: number) => void
}

function newEntry(id: string, submission: Submission): OutboxEntry {
  return {
    id,
    collection: submission.collection,
    fields: submission.fields,
    authToken: submission.authToken,
    title: submission.title,
    sentNotice: submission.sentNotice,
    announceDelivery: false,
    createdAt: Date.now(),
    ...(submission.stream ? { stream: submission.stream } : {}),
    fileCount: submission.files.length,
    byteSize: submission.files.reduce((sum, file) => sum + file.size, 0),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastFailure: null,
    rejection: null,
  }
}

async function keep(entry: OutboxEntry, submission: Submission) {
  await ensureRoomFor(entry.byteSize)
  try {
    await saveEntry(entry, submission.files)
  } catch (error) {
    throw isQuotaExceeded(error) ? new StorageFullError() : error
  }
  announce({ type: 'changed' })
  requestPersistentStorage()
}

async function savedForLater(id: string, reason: 'offline' | 'unreachable'): Promise<SubmitOutcome> {
  // From now on the user expects to be told when it is sent.
  const isStillWaiting = await updateEntry(id, (entry) => ({ ...entry, announceDelivery: true }))
  return isStillWaiting ? { kind: 'saved', reason } : { kind: 'sent' }
}

/**
 * Saves a submission on this device, then sends it at once when online. Throws only when it
 * could not be saved (`StorageFullError` when the device is full).
 */
export async function submitToOutbox(submission: Submission, options: SubmitOptions = {}): Promise<SubmitOutcome> {
  const entry = newEntry(options.entryId ?? newRecordId(), submission)
  await keep(entry, submission)
  if (!navigator.onLine) {
    void requestBackgroundSync()
    return savedForLater(entry.id, 'offline')
  }

  try {
    // The sending code comes with the first submission, not with the form (see start-outbox.ts).
    const { deliverFromPage } = await import('./page-delivery')
    await deliverFromPage({
      respectBackoff: true,
      onProgress: (entryId, fraction) => entryId === entry.id && options.onUploadProgress?.(fraction),
      // Asked for while this page holds the delivery lock: the worker's delivery waits for the
      // page's own, which shows its upload progress, and takes over if the tab is closed.
      onLocked: requestBackgroundSync,
    })
  } catch {
    // It is saved: whatever went wrong while sending, later attempts take it from here.
    void requestBackgroundSync()
  }
  const after = await getEntry(entry.id)
  if (!after) return { kind: 'sent' }
  if (after.status === 'rejected' && after.rejection) return { kind: 'rejected', entryId: entry.id, rejection: after.rejection }
  return savedForLater(entry.id, navigator.onLine ? 'unreachable' : 'offline')
}
