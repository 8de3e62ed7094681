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
  loading ??= Promise.all([import('pocketbase'), import('./connectivity-check')]).then(
    ([{ default: PocketBase }, connectivity]) => {
      const client = new PocketBase(window.location.origin) as TypedPocketBase
      reportConnectivity(client, connectivity)
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

/** A request left without an answer (status 0, not cancelled) means no connection. */
function isNetworkFailure(error: unknown): boolean {
  const failure = error as { status?: unknown; isAbort?: unknown } | null
  return typeof failure === 'object' && failure !== null && failure.status === 0 && failure.isAbort !== true
}

/** Tells connectivity.ts how each request of the client went. */
function reportConnectivity(client: TypedPocketBase, { reportAnswer, reportNetworkFailure }: typeof import('./connectivity-check')): void {
  const send = client.send.bind(client)
  client.send = async <T>(path: string, options: Parameters<typeof send>[1]): Promise<T> => {
    try {
      const answer = await send<T>(path, options)
      reportAnswer()
      return answer
    } catch (error) {
      if (isNetworkFailure(error)) reportNetworkFailure()
      else reportAnswer()
      throw error
    }
  }
}
