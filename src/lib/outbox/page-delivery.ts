import { drainOutbox, type DrainOptions, type DrainResult } from './deliver'
import { sendWithXhr } from './send-with-xhr'
import { listEntries } from './store'

// A page sends by XMLHttpRequest, multipart (with its progress) and JSON alike: a form page
// then needs no PocketBase SDK to deliver (the service worker, without XMLHttpRequest, uses it).
const sendFromPage = sendWithXhr

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

type PageDeliveryOptions = Pick<DrainOptions, 'onProgress' | 'onLocked'> & { respectBackoff: boolean }

/** Delivers the outbox from this page, then sets the timer for what is left. */
export async function deliverFromPage(options: PageDeliveryOptions): Promise<DrainResult> {
  try {
    return await drainOutbox({ ...options, send: sendFromPage })
  } finally {
    await scheduleNextRetry()
  }
}
