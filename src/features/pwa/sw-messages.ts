// Messages between the pages and the service worker.

/** Sent by workbox-window to a waiting worker when the visitor chooses Reload. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING'
}

/** Sent by the worker to a page whose read could be neither fetched nor found saved. */
export const MISSING_OFFLINE_DATA = { type: 'MISSING_OFFLINE_DATA' } as const

export function isMissingOfflineDataMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MISSING_OFFLINE_DATA.type
}

/**
 * Sent by a page to the worker that just took over: save these reads the page made before.
 * Workbox's default router (which sw.ts registers its routes on) listens for it.
 */
export function cacheUrlsMessage(urlsToCache: [string, RequestInit][]) {
  return { type: 'CACHE_URLS', payload: { urlsToCache } } as const
}
