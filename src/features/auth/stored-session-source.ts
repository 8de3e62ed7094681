import { readStoredSession, SESSION_STORAGE_KEY } from '../../lib/stored-session'
import type { AuthSource } from './auth-source'
import { readAuthState } from './auth-state'

/**
 * The session stored in localStorage as an auth source, for the time before the SDK is
 * loaded. Follows sign-in and sign-out in other tabs through the `storage` event.
 */
export function createStoredSessionSource(): AuthSource {
  let snapshot = readAuthState(readStoredSession())
  return {
    getSnapshot: () => snapshot,
    subscribe(onChange) {
      const onStorage = (event: StorageEvent) => {
        // A null key means the whole storage was cleared.
        if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return
        snapshot = readAuthState(readStoredSession())
        onChange()
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
}
