import PocketBase, { BaseAuthStore, ClientResponseError } from 'pocketbase'
import type { TypedPocketBase } from '../record-types'
import type { SendRecord } from './record-request'

let client: TypedPocketBase | null = null

// Its own client with a memory auth store: it must also run in the service worker, and each
// entry carries the token of whoever submitted it.
function sdk(): TypedPocketBase {
  client ??= new PocketBase(globalThis.location.origin, new BaseAuthStore()) as TypedPocketBase
  return client
}

/** Sends a create with the PocketBase SDK (fetch): works in pages and in the service worker. */
export const sendWithSdk: SendRecord = async ({ collection, body, authToken, timeoutMs }) => {
  try {
    const created = await sdk()
      .collection(collection)
      .create(body, {
        requestKey: null,
        signal: AbortSignal.timeout(timeoutMs),
        headers: authToken ? { Authorization: authToken } : {},
      })
    return { status: 200, body: created }
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.isAbort ? 0 : error.status, body: error.response }
    throw error
  }
}
