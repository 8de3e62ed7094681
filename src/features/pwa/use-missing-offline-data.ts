import { useEffect, useSyncExternalStore } from 'react'
import { isMissingOfflineDataMessage } from './sw-messages'

// The page a read went unanswered on. Listening starts when this module loads: the worker's
// message can arrive while the first page is still rendering.
let missingOn: string | null = null
const listeners = new Set<() => void>()

function setMissingOn(pathname: string | null): void {
  missingOn = pathname
  listeners.forEach((onChange) => onChange())
}

// Absent in browsers without service workers and in insecure contexts.
const worker: ServiceWorkerContainer | undefined = navigator.serviceWorker
worker?.addEventListener('message', (event) => {
  if (isMissingOfflineDataMessage(event.data)) setMissingOn(window.location.pathname)
})

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

interface MissingOfflineDataOptions {
  pathname: string
  /** Called when the connection returns after information was missing, to load it now. */
  onReconnect: () => void
}

/**
 * Whether the service worker reported, on the page now shown, a read it could neither fetch
 * nor find saved (pages render without that information rather than fail).
 */
export function useMissingOfflineData({ pathname, onReconnect }: MissingOfflineDataOptions): boolean {
  const missingPath = useSyncExternalStore(subscribe, () => missingOn, () => null)

  useEffect(() => {
    if (missingPath === null) return
    const reload = () => {
      setMissingOn(null)
      onReconnect()
    }
    window.addEventListener('online', reload)
    return () => window.removeEventListener('online', reload)
  }, [missingPath, onReconnect])

  return missingPath === pathname
}
