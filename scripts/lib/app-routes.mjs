import { readFileSync } from 'node:fs'

// The server cannot run the app's router, yet must tell the app's addresses from unknown ones
// (a 404 for search engines and link checkers). The build writes the router's own list of
// address patterns next to the app, from the route tree the router plugin has just generated,
// so it can never drift from the routes (server/app_routes.go reads it).

/** The file the build writes into pb_public. */
export const APP_ROUTES_FILE = 'app-routes.json'

/** The route tree's table of routes by full path: its keys are every address pattern. */
const ROUTES_BY_FULL_PATH = /export interface FileRoutesByFullPath \{([^}]*)\}/
const ROUTE_KEY = /^\s*'([^']+)':/gm

/** Segments the server matches: a literal, a parameter (`$id`, one segment) or a splat (`$`, the rest). */
const LITERAL = /^[^${}]+$/
const PARAMETER = /^\$[A-Za-z_][A-Za-z0-9_]*$/

function checkSegments(pattern) {
  const segments = pattern.split('/').slice(1).filter(Boolean)
  segments.forEach((segment, index) => {
    const splatAtEnd = segment === '$' && index === segments.length - 1
    if (!LITERAL.test(segment) && !PARAMETER.test(segment) && !splatAtEnd) {
      throw new Error(`Route ${pattern}: the server's address check (server/app_routes.go) does not know a segment like "${segment}"`)
    }
  })
}

/**
 * The address patterns of a generated route tree, e.g. `['/', '/about', '/outbox/$entryId']`:
 * sorted, each once, without a trailing slash (the router takes `/services/` for `/services`).
 */
export function appRoutePatterns(routeTreeSource) {
  const table = ROUTES_BY_FULL_PATH.exec(routeTreeSource)?.[1]
  const keys = table ? Array.from(table.matchAll(ROUTE_KEY), (match) => match[1]) : []
  if (keys.length === 0) throw new Error('No routes found in the route tree (FileRoutesByFullPath)')
  const patterns = [...new Set(keys.map((key) => key.replace(/\/+$/, '') || '/'))].sort()
  patterns.forEach(checkSegments)
  return patterns
}

/** A Vite plugin that writes the route list of `routeTreeFile` into the build. */
export function appRoutesList(routeTreeFile) {
  return {
    name: 'ironbridge:app-routes',
    apply: 'build',
    generateBundle() {
      // The router plugin has written the tree before the build began (and the bundle's router is made of it).
      const patterns = appRoutePatterns(readFileSync(routeTreeFile, 'utf8'))
      this.emitFile({ type: 'asset', fileName: APP_ROUTES_FILE, source: `${JSON.stringify(patterns, null, 2)}\n` })
    },
  }
}
