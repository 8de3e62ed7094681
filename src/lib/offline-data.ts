/** Shown when a page needs information that was never saved on this device. */
export const OFFLINE_DATA_MESSAGE =
  "You're offline, and this information hasn't been saved on this device yet. Reconnect and try again."

/**
 * The answer the service worker gives for a public read it can neither fetch nor find saved:
 * shaped like a PocketBase error, so the SDK throws a ClientResponseError with the message above.
 */
export function offlineDataResponse(): Response {
  const body = { status: 503, message: OFFLINE_DATA_MESSAGE, data: {}, offline: true }
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}

/** Whether an error is the SDK's ClientResponseError for the offline answer above. */
export function isOfflineDataError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('response' in error)) return false
  const { status, response } = error as { status: unknown; response: { offline?: unknown } | null }
  return status === 503 && response?.offline === true
}
