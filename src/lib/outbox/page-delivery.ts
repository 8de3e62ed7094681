import { drainOutbox, type DrainResult } from './deliver'
import type { SendRecord } from './record-request'
import { sendWithSdk } from './send-with-sdk'
import { sendWithXhr } from './send-with-xhr'
import { listEntries } from './store'

// Multipart uploads go by XMLHttpRequest for their progress; plain creates by the SDK.
const sendFromPage: SendRecord = (request) =>
  request.body instanceof FormData ? sendWithXhr(request) : sendWithSdk(request)

const MIN_TIMER_MS = 1_000
let retryTimer: ReturnType<typeof setTimeout> | undefined

/** Wakes this page when the earliest entry waiting for a retry is due. */
export async function scheduleNextRetry(): Promise<void> {
  const pending = (await listEntries()).filter((entry) => entry.status === 'pending')
  clearTimeout(retryTimer)
  // Offline, the `online` event starts the next attempt.
  if (pending.length === 0 || !navigator.onLine) return
  const dueAt = Math.min(...pending.map((entry) => entry.nextAttemptAt))
  retryTimer = setTimeout(() => void deliverFromPage({ respectBackoff: true }), Math.max(MIN_TIMER_MS, dueAt - Date.now()))
}

interface PageDeliveryOptions {
  respectBackoff: boolean
  onProgress?: (entryId: string, fraction: number) => void
}

/** Delivers the outbox from this page, then sets the timer for what is left. */
export async function deliverFromPage({ respectBackoff, onProgress }: PageDeliveryOptions): Promise<DrainResult> {
  try {
    return await drainOutbox({ respectBackoff, send: sendFromPage, onProgress })
  } finally {
    await scheduleNextRetry()
  }
}
