import { createRequire } from 'node:module'

// The sitemap's list (a PocketBase hook module, CommonJS) is the one list of public pages.
const { SITEMAP_PATHS } = createRequire(import.meta.url)('../../pb_hooks/lib/seo.js')

/**
 * The public pages a visitor can land on first: prerendered by the build and measured by the
 * benchmark. Sign-in is one of them, though search engines are kept away from it, and so is
 * the privacy page's second address (its canonical link names the first).
 */
export const PUBLIC_ROUTES = [...SITEMAP_PATHS, '/privacy-policy', '/auth']

/** Where the build writes the prerendered page of `route` (the server looks there first). */
export function prerenderedFile(route) {
  return `prerendered/${route === '/' ? 'index' : route.slice(1)}.html`
}
