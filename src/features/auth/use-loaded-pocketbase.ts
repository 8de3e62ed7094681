import { useEffect, useSyncExternalStore } from 'react'
import { loadedPocketBase, loadPocketBase, onPocketBaseLoaded } from '../../lib/pocketbase'
import type { TypedPocketBase } from '../../lib/record-types'
import { readStoredSession, SESSION_STORAGE_KEY } from '../../lib/stored-session'

function loadForStoredSession() {
  if (!readStoredSession().token) return
  loadPocketBase().catch((error: unknown) => console.warn('Could not load the PocketBase client.', error))
}

const subscribe = (onLoaded: () => void) => onPocketBaseLoaded(onLoaded)

/**
 * The PocketBase client once it is loaded, else null. It is loaded at once for a stored
 * session (here or, later, from another tab); otherwise whichever page first needs it loads it.
 */
export function useLoadedPocketBase(): TypedPocketBase | null {
  const pb = useSyncExternalStore(subscribe, loadedPocketBase) ?? null

  useEffect(() => {
    if (pb) return
    loadForStoredSession()
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY) loadForStoredSession()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [pb])

  return pb
}
