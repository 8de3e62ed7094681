/** The id of the element the app draws into (index.html): empty in the shell, filled in a prerendered page. */
const APP_ROOT_ID = 'root'
const UNSEEN_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'])

export type StillPage = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'app-only' } | { status: 'unreadable' }

/**
 * Where to read the server's own copy of the page at `path`, e.g. `/` gives `/?still-copy`.
 * Under the service worker a plain `/` is answered from the precache with index.html, the empty
 * app shell. Workbox matches the precache with the query kept (it drops only utm_* and fbclid),
 * so this one misses it and reaches the server, which picks the prerendered page by path alone.
 */
export function serverCopyUrl(path: string): string {
  return `${path}?still-copy`
}

/** Whether the page is the app's empty shell: there is nothing to see until the app draws it. */
export function isEmptyShell(page: Document): boolean {
  const root = page.getElementById(APP_ROOT_ID)
  return root !== null && [...root.children].every((child) => UNSEEN_TAGS.has(child.tagName))
}

/**
 * The page as it is served, without its scripts and with the web fonts linked (the app would
 * load them from script): drawn as visitors saw it, with nothing run and nothing refused.
 * A page the server has no prerendered copy of is only the app's shell, with nothing to draw.
 */
export function stillPageOf(html: string, fontsHref: string): StillPage {
  const page = new DOMParser().parseFromString(html, 'text/html')
  if (isEmptyShell(page)) return { status: 'app-only' }
  page.querySelectorAll('script').forEach((script) => script.remove())
  page.head.append(Object.assign(page.createElement('link'), { rel: 'stylesheet', href: fontsHref }))
  return { status: 'ready', html: `<!doctype html>${page.documentElement.outerHTML}` }
}
