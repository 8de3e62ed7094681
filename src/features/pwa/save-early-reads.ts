import { cacheUrlsMessage } from './sw-messages'

/**
 * What a page fetched before the first service worker took control of it: its data and
 * pictures went straight to the network, so none of it was saved for offline use. A request
 * the worker answered has a start time of its own. Each is named with the page as referrer,
 * which the worker's rules read (cache-rules.ts).
 */
export function readsBeforeControl(entries: readonly PerformanceResourceTiming[], page: Location = location): [string, RequestInit][] {
  return entries.filter((entry) => !entry.workerStart).map((entry) => [entry.name, { referrer: page.href }])
}

/**
 * Asks the worker that just took over to save those reads. It runs each address through its
 * routes, so the same rules decide what is kept (public reads and pictures only), and the
 * page is not drawn again to fetch them.
 */
export function saveReadsMadeBeforeControl(): void {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
  navigator.serviceWorker.controller?.postMessage(cacheUrlsMessage(readsBeforeControl(entries)))
}
