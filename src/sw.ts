/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { deliverOutbox } from './lib/outbox/deliver'
import { OUTBOX_SYNC_TAG } from './lib/outbox/sync-tag'
import { isPublicRead, isPublicThumbnail, isServerPath, MATCH_BY_ADDRESS, SERVER_PATHS } from './features/pwa/cache-rules'
import { handlePublicRead } from './features/pwa/public-reads'
import { isSkipWaitingMessage } from './features/pwa/sw-messages'

declare const self: ServiceWorkerGlobalScope

/** Background Sync (Chromium); not in TypeScript's WebWorker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

const DAY_SECONDS = 24 * 60 * 60

// The app shell, every route's code, styles, fonts and icons (the list is written in at build).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first worker takes over the page that installed it, so that visit's reads are saved too.
clientsClaim()

// Every app path opens the app shell; what PocketBase answers itself (API, dashboard, files) does not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }))
registerRoute(({ request, url }) => request.mode === 'navigate' && isServerPath(url), new NetworkOnly())

registerRoute(({ request, url }) => request.method === 'GET' && isPublicRead(url), handlePublicRead)

registerRoute(
  ({ url }) => isPublicThumbnail(url),
  new CacheFirst({
    cacheName: 'public-images',
    matchOptions: MATCH_BY_ADDRESS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
)

// Hashed build files left out of the precache (font subsets for other scripts).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'app-assets',
    matchOptions: MATCH_BY_ADDRESS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 40 })],
  }),
)

// A page that cannot be fetched and was never saved gets the offline page.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  return (await matchPrecache('/offline.html')) ?? Response.error()
})

// A new version waits until the visitor chooses Reload in the update prompt.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting()
})

// Submissions saved offline are sent when the connection returns, even with every tab closed.
// A rejection (entries still waiting) makes the browser try the sync again later.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverOutbox())
})
