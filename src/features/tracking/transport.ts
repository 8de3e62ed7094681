import type { TrackBatch } from './track-event'

export const TRACK_URL = '/api/track'

/** sent: the server has it; refused: the server named a problem (400), sending again cannot help; failed: try later. */
export type SendOutcome = 'sent' | 'refused' | 'failed'

function post(batch: TrackBatch): Promise<Response> {
  return fetch(TRACK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(batch),
    // Lets the request finish if the page goes away meanwhile.
    keepalive: true,
    credentials: 'omit',
  })
}

/** Sends a batch and waits for the server's answer, so a batch that did not arrive can be kept. */
export async function sendBatch(batch: TrackBatch): Promise<SendOutcome> {
  try {
    const response = await post(batch)
    if (response.ok) return 'sent'
    return response.status === 400 ? 'refused' : 'failed'
  } catch {
    return 'failed'
  }
}

/**
 * Hands a batch to the browser as the page goes away: by beacon, or, when the browser refuses
 * the beacon (its queue is full), by a keepalive fetch. True when the beacon took it.
 */
export function sendOnExit(batch: TrackBatch): boolean {
  const body = new Blob([JSON.stringify(batch)], { type: 'application/json' })
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TRACK_URL, body)) return true
  void post(batch).catch(() => {})
  return false
}
