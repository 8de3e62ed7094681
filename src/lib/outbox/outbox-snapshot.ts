import type { OutboxEntry } from './outbox-entry'
import { onOutboxEvent } from './outbox-events'
import { listEntries } from './store'

export interface OutboxSnapshot {
  entries: OutboxEntry[]
  /** The entry some tab or the service worker is sending right now. */
  sendingId: string | null
}

const EMPTY: OutboxSnapshot = { entries: [], sendingId: null }
let snapshot = EMPTY
const listeners = new Set<() => void>()
let isFollowing = false

function publish(next: OutboxSnapshot) {
  snapshot = next
  listeners.forEach((listener) => listener())
}

async function reload() {
  try {
    const entries = await listEntries()
    // Still empty: the same snapshot, so nothing that shows the outbox is drawn again for it.
    if (entries.length === 0 && snapshot.entries.length === 0) return
    publish({ ...snapshot, entries })
  } catch {
    // Storage unavailable (e.g. blocked by the browser): nothing can be waiting in it.
  }
}

function follow() {
  if (isFollowing) return
  isFollowing = true
  void reload()
  onOutboxEvent((event) => {
    if (event.type === 'sending') publish({ ...snapshot, sendingId: event.id })
    else {
      if (event.type !== 'changed') publish({ ...snapshot, sendingId: null })
      void reload()
    }
  })
}

/** What waits in the outbox, kept current across tabs; for `useSyncExternalStore`. */
export const outboxSnapshot = {
  get: () => snapshot,
  getServer: () => EMPTY,
  subscribe: (listener: () => void) => {
    follow()
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
