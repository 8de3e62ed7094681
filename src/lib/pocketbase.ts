import type { TypedPocketBase } from './record-types'

/**
 * The one PocketBase client of the app, created when first needed: the SDK is downloaded only
 * by pages that read data, by forms of the account, and for a stored session. Same origin in
 * production (PocketBase serves the app) and in development (Vite proxies /api). Its
 * LocalAuthStore keeps the session in localStorage under `pocketbase_auth` and follows
 * sign-in and sign-out made in other tabs.
 */
let loading: Promise<TypedPocketBase> | undefined
let loaded: TypedPocketBase | undefined
const listeners = new Set<(pb: TypedPocketBase) => void>()

export function loadPocketBase(): Promise<TypedPocketBase> {
  loading ??= Promise.all([import('pocketbase'), import('./connectivity-check'), import('./session-guard')]).then(
    ([{ default: PocketBase }, connectivity, sessionGuard]) => {
      const client = new PocketBase(window.location.origin) as TypedPocketBase
      sessionGuard.keepSessionOnEmptyAnswers(client)
      connectivity.watchRequests(client)
      loaded = client
      listeners.forEach((listener) => listener(client))
      return client
    },
    (error: unknown) => {
      // Allow a later attempt (the download may have failed for want of a connection).
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The client if it is loaded already. */
export function loadedPocketBase(): TypedPocketBase | undefined {
  return loaded
}

/** Calls `listener` once the client is loaded; returns the unsubscribe. */
export function onPocketBaseLoaded(listener: (pb: TypedPocketBase) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A route's `beforeLoad` that puts the client in the route context of it and its children. */
export async function withPocketBase(): Promise<{ pb: TypedPocketBase }> {
  return { pb: await loadPocketBase() }
}
