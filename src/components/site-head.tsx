import { HeadContent } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The route-managed head tags (title, description, canonical link, structured data). The
 * defaults in index.html stay for crawlers that run no JavaScript, and go once the app runs,
 * so a page never carries two titles or descriptions. The same goes for the copies in a
 * prerendered page.
 */
export function SiteHead() {
  useEffect(() => {
    document.querySelectorAll('head [data-static-head]').forEach((element) => element.remove())
    // The app now draws the page (see scripts/prerender.mjs).
    document.documentElement.removeAttribute('data-prerendered')
  }, [])
  return <HeadContent />
}
