/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { offlineDataResponse } from '../../lib/offline-data'
import { isBackOfficeRequest, isSignedInRequest, MATCH_BY_ADDRESS } from './cache-rules'
import { MISSING_OFFLINE_DATA } from './sw-messages'

// Runs in the service worker (src/sw.ts).
declare const self: ServiceWorkerGlobalScope

const PUBLIC_DATA_CACHE = 'public-data'

const DAY_SECONDS = 24 * 60 * 60
// A signed-in visitor's reads are never stored; a fresh anonymous copy is fetched beside
// them instead, at most this often per address, so their pages still open offline.
const ANONYMOUS_COPY_MAX_AGE_MS = 5 * 60 * 1000

const staleWhileRevalidate = new StaleWhileRevalidate({
  cacheName: PUBLIC_DATA_CACHE,
  matchOptions: MATCH_BY_ADDRESS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
})

async function findSavedCopy(url: string): Promise<Response | undefined> {
  // Only anonymous answers are ever stored, so whatever session the request carries is moot.
  return caches.match(url, { ...MATCH_BY_ADDRESS, cacheName: PUBLIC_DATA_CACHE })
}

function ageMs(response: Response): number {
  return Date.now() - Date.parse(response.headers.get('Date') ?? '')
}

async function refreshAnonymousCopy(url: string, event: ExtendableEvent): Promise<void> {
  const saved = await findSavedCopy(url)
  if (saved && ageMs(saved) < ANONYMOUS_COPY_MAX_AGE_MS) return
  const [, done] = staleWhileRevalidate.handleAll({ event, request: new Request(url, { credentials: 'omit' }) })
  await done.catch(() => undefined)
}

/** Answers a read that can be neither fetched nor found saved, and tells the page why. */
async function answerMissing(event: ExtendableEvent): Promise<Response> {
  const clientId = (event as FetchEvent).clientId
  const client = clientId ? await self.clients.get(clientId) : undefined
  client?.postMessage(MISSING_OFFLINE_DATA)
  return offlineDataResponse()
}

/**
 * Public collection reads: anonymous ones are served stale-while-revalidate; signed-in ones
 * (whose answers can hold admin-only fields) go to the network, falling back offline to the
 * anonymous copy. Back-office reads keep none, even replayed without their session (a first
 * page's early reads: save-early-reads.ts). With neither network nor copy, the page gets the
 * offline answer.
 */
export const handlePublicRead: RouteHandlerCallback = async ({ request, event }) => {
  if (!isSignedInRequest(request) && !isBackOfficeRequest(request)) {
    return staleWhileRevalidate.handle({ request, event }).catch(() => answerMissing(event))
  }
  try {
    const response = await fetch(request)
    if (response.ok && !isBackOfficeRequest(request)) event.waitUntil(refreshAnonymousCopy(request.url, event))
    return response
  } catch {
    return (await findSavedCopy(request.url)) ?? answerMissing(event)
  }
}
