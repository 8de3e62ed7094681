import { useEffect, useState } from 'react'
import { webFontsHref } from '../../styles/web-fonts-href'

/**
 * The page as it is served, without its scripts and with the web fonts linked (the app would
 * load them from script): drawn as visitors saw it, with nothing run and nothing refused.
 */
export function stillPage(html: string, fontsHref: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html')
  page.querySelectorAll('script').forEach((script) => script.remove())
  page.head.append(Object.assign(page.createElement('link'), { rel: 'stylesheet', href: fontsHref }))
  return `<!doctype html>${page.documentElement.outerHTML}`
}

/** The still copy of the site's page at `path`; null while it loads or when it cannot be read. */
export function useStillPage(path: string): string | null {
  const [still, setStill] = useState<{ path: string; html: string } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch(path, { signal: controller.signal, headers: { Accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${path} answered ${response.status}`))))
      .then((html) => setStill({ path, html: stillPage(html, webFontsHref) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The page to draw the heat over could not be read.', error)
      })
    return () => controller.abort()
  }, [path])
  return still?.path === path ? still.html : null
}
