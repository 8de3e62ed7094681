import { useSyncExternalStore } from 'react'
import { onOutboxEvent } from '../../lib/outbox/outbox-events'
import { outboxSnapshot } from '../../lib/outbox/outbox-snapshot'

/** A submission that left the outbox because the server confirmed it. */
export interface SentEntry {
  id: string
  title: string
  sentAt: number
}

/** How long a sent submission stays on the list, saying so, before it leaves. */
export const SENT_SHOWN_MS = 20_000

const NONE: SentEntry[] = []
let sent = NONE
const listeners = new Set<() => void>()
let isListening = false

function publish(next: SentEntry[]) {
  sent = next
  listeners.forEach((listener) => listener())
}

// The delivery is told once the entry has left the store: its title is the one last listed.
function remember(id: string) {
  const entry = outboxSnapshot.get().entries.find((candidate) => candidate.id === id)
  if (!entry) return
  publish([...sent.filter((item) => item.id !== id), { id, title: entry.title, sentAt: Date.now() }])
  setTimeout(() => publish(sent.filter((item) => item.id !== id)), SENT_SHOWN_MS)
}

function listen() {
  if (isListening) return
  isListening = true
  onOutboxEvent((event) => {
    if (event.type === 'delivered') remember(event.id)
  })
}

/** Submissions delivered in the last `SENT_SHOWN_MS`, wherever they were sent from; for `useSyncExternalStore`. */
export const recentlySent = {
  /** Starts listening for deliveries; the site chrome calls it, so that no delivery goes unseen. */
  follow: listen,
  get: () => sent,
  getServer: () => NONE,
  subscribe: (listener: () => void) => {
    listen()
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

/** The submissions just sent, so that one says it was sent instead of silently disappearing. */
export function useRecentlySent(): SentEntry[] {
  return useSyncExternalStore(recentlySent.subscribe, recentlySent.get, recentlySent.getServer)
}
