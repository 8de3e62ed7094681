// Which requests the service worker may keep on the device. Only what any visitor may read
// without signing in is ever stored: public collections read anonymously, and images of
// public records. Everything else (sign-in, profiles, quotes, the back office) goes to the
// network only.

/**
 * How the worker finds what it saved: by address alone. What the server varies its answers by
 * (Origin, Accept-Encoding, a thumbnail's Accept: WebP or JPEG) changes nothing a page can use,
 * and what a page fetched before the worker took over is saved from a request of the worker's
 * own (save-early-reads.ts), whose headers are not those of the page's later requests.
 */
export const MATCH_BY_ADDRESS: CacheQueryOptions = { ignoreVary: true }

/** Collections whose records anyone may list and view (see pb_migrations). */
const PUBLIC_READ_COLLECTIONS = ['fleet', 'gallery_images', 'services', 'site_settings']

/**
 * Collections whose images appear on public pages. File URLs name a collection by its id,
 * which PocketBase derives from the type and name ("pbc_" + crc32("base" + name)).
 */
const PUBLIC_IMAGE_COLLECTIONS = ['fleet', 'pbc_1796776108', 'gallery_images', 'pbc_1702307679']

const RECORDS_PATH = /^\/api\/collections\/([^/]+)\/records(?:\/[^/]+)?$/
const FILE_PATH = /^\/api\/files\/([^/]+)\/[^/]+\/[^/]+$/

/** A list or view of a public collection, e.g. `/api/collections/fleet/records?sort=name`. */
export function isPublicRead(url: URL): boolean {
  const collection = RECORDS_PATH.exec(url.pathname)?.[1]
  return collection !== undefined && PUBLIC_READ_COLLECTIONS.includes(decodeURIComponent(collection))
}

/** A thumbnail of a public record's image; protected files (with a `token`) never qualify. */
export function isPublicThumbnail(url: URL): boolean {
  const collection = FILE_PATH.exec(url.pathname)?.[1]
  return (
    collection !== undefined &&
    PUBLIC_IMAGE_COLLECTIONS.includes(decodeURIComponent(collection)) &&
    url.searchParams.has('thumb') &&
    !url.searchParams.has('token')
  )
}

/** Requests made with a session: their answers may hold what only that user may see. */
export function isSignedInRequest(request: Request): boolean {
  return request.headers.has('Authorization')
}

/**
 * Reads made by a back-office page. Their paging and searching make many distinct addresses,
 * so anonymous copies of them would push the public pages' offline data out of the cache.
 */
export function isBackOfficeRequest(request: Request): boolean {
  if (!request.referrer || request.referrer === 'about:client') return false
  return /^\/admin(?:\/|$)/.test(new URL(request.referrer).pathname)
}

/**
 * Paths PocketBase answers itself rather than the app: its API and dashboard, the files
 * written by pb_hooks/seo.pb.js, and any file name (app routes never contain a dot, while
 * icons and screenshots that are not precached are real files). Workbox tests a navigation
 * denylist against the path and query together, so a dot in the query does not count.
 */
export const SERVER_PATHS = [/^\/api\//, /^\/_(?:\/|$)/, /^\/(?:robots\.txt|sitemap\.xml)(?:\?|$)/, /^[^?]*\.[^/?]+(?:\?|$)/]

export function isServerPath(url: URL): boolean {
  return SERVER_PATHS.some((pattern) => pattern.test(url.pathname + url.search))
}
