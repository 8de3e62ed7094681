import { StorageFullError } from './storage-full'

// Room kept free beyond the submission itself, for the browser's own bookkeeping.
const MARGIN_BYTES = 1024 * 1024

/** Throws `StorageFullError` when the browser's estimate leaves no room for `bytes` more. */
export async function ensureRoomFor(bytes: number): Promise<void> {
  const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => null)
  if (estimate?.quota === undefined || estimate.usage === undefined) return
  if (estimate.quota - estimate.usage < bytes + MARGIN_BYTES) throw new StorageFullError()
}

export const isQuotaExceeded = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError'

let persistenceRequested = false

/** Asks the browser not to evict the outbox under storage pressure (it may say no). */
export function requestPersistentStorage(): void {
  if (persistenceRequested) return
  persistenceRequested = true
  void globalThis.navigator?.storage?.persist?.().catch(() => false)
}
