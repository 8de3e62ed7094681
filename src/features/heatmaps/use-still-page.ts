import { useEffect, useState } from 'react'
import { webFontsHref } from '../../styles/web-fonts-href'
import { serverCopyUrl, stillPageOf, type StillPage } from './still-page'

const LOADING: StillPage = { status: 'loading' }

/** The still copy of the site's page at `path`, as the server renders it for a first visit. */
export function useStillPage(path: string): StillPage {
  const [settled, setSettled] = useState<{ path: string; still: StillPage } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    // no-store: the page as the server has it now, never a copy the browser kept from before a deploy.
    fetch(serverCopyUrl(path), { signal: controller.signal, cache: 'no-store', headers: { Accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${path} answered ${response.status}`))))
      .then((html) => setSettled({ path, still: stillPageOf(html, webFontsHref) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('The page to draw the heat over could not be read.', error)
        setSettled({ path, still: { status: 'unreadable' } })
      })
    return () => controller.abort()
  }, [path])
  return settled?.path === path ? settled.still : LOADING
}
