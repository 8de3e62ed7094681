import type { BaseAuthStore } from 'pocketbase'
import { readAuthState, type AuthState } from './auth-state'

/** The auth store as an external store for `useSyncExternalStore`: a stable snapshot per change. */
export interface AuthSource {
  getSnapshot: () => AuthState
  subscribe: (onChange: () => void) => () => void
}

function sessionKey(store: BaseAuthStore): string {
  return `${store.token}|${JSON.stringify(store.record)}`
}

export function createAuthSource(store: BaseAuthStore): AuthSource {
  let key = sessionKey(store)
  let snapshot = readAuthState(store)
  const sync = () => {
    const nextKey = sessionKey(store)
    if (nextKey === key) return
    key = nextKey
    snapshot = readAuthState(store)
  }
  return {
    getSnapshot: () => snapshot,
    subscribe(onChange) {
      // Catches a change made while nobody was listening (between render and subscribe).
      sync()
      return store.onChange(() => {
        sync()
        onChange()
      })
    },
  }
}
