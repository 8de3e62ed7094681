import { OUTBOX_SYNC_TAG } from './sync-tag'

// Background Sync is not in TypeScript's DOM library (Chromium-only so far).
interface RegistrationWithSync extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** Asks the service worker to deliver the outbox when the connection returns, even with the tab closed. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration: RegistrationWithSync | undefined = await navigator.serviceWorker?.getRegistration()
    await registration?.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // No service worker or no permission: the open pages deliver instead.
  }
}
