import { useLayoutEffect } from 'react'

/** How a prerendered page's boot script leaves its whole stylesheets: loaded, not yet applied. */
const LOADED_NOT_APPLIED = 'link[rel="stylesheet"][media="not all"]'

/**
 * Applies a prerendered page's whole stylesheets (scripts/prerender/boot.js loads them after
 * the first paint) as the app first draws the page: the browser then restyles the page once,
 * with the app's elements, instead of once for the prerendered ones and again for the app's.
 */
export function usePrerenderedStylesheets(): void {
  useLayoutEffect(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>(LOADED_NOT_APPLIED)) link.removeAttribute('media')
  }, [])
}
