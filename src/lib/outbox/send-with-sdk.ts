import type { ClientResponseError } from 'pocketbase'
import type { TypedPocketBase } from '../record-types'
import type { SendRecord } from './record-request'

interface LoadedSdk {
  client: TypedPocketBase
  isClientError: (error: unknown) => error is ClientResponseError
}

let loading: Promise<LoadedSdk> | null = null

// Its own client with a memory auth store: it must also run in the service worker, and each
// entry carries the token of whoever submitted it. Downloaded with the first send, not with
// the module: what imports the outbox paints and takes input without the SDK.
function loadSdk(): Promise<LoadedSdk> {
  loading ??= import('pocketbase').then(({ default: PocketBase, BaseAuthStore, ClientResponseError: ResponseError }) => ({
    client: new PocketBase(globalThis.location.origin, new BaseAuthStore()),
    isClientError: (error: unknown): error is ClientResponseError => error instanceof ResponseError,
  }))
  // A failed download (no connection) is tried again with the next send.
  loading.catch(() => (loading = null))
  return loading
}

/** Sends a create with the PocketBase SDK (fetch): works in pages and in the service worker. */
export const sendWithSdk: SendRecord = async ({ collection, body, authToken, timeoutMs }) => {
  const sdk = await loadSdk().catch(() => null)
  // The SDK could not be downloaded: no connection, as when a request gets no answer.
  if (!sdk) return { status: 0, body: null }
  try {
    const created = await sdk.client.collection(collection).create(body, {
      requestKey: null,
      signal: AbortSignal.timeout(timeoutMs),
      headers: authToken ? { Authorization: authToken } : {},
    })
    return { status: 200, body: created }
  } catch (error) {
    if (sdk.isClientError(error)) return { status: error.isAbort ? 0 : error.status, body: error.response }
    throw error
  }
}
