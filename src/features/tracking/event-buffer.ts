import { readItem, removeItem, writeItem } from './browser-storage'
import type { TrackEvent } from './track-event'

/** An event waiting to be sent, with the session it belongs to (a batch carries one session). */
export interface BufferedEvent {
  sessionId: string
  event: TrackEvent
}

export interface EventBuffer {
  /** Adds an event, unless one with its id is already waiting. */
  add(entry: BufferedEvent): void
  /** Removes and returns up to `max` of the oldest events, all of the oldest one's session. */
  take(max: number): BufferedEvent[]
  /** Returns events that could not be sent to the front, skipping ids already waiting. */
  putBack(entries: readonly BufferedEvent[]): void
  size(): number
  clear(): void
}

interface BufferOptions {
  /** The localStorage key: the buffer outlives the page, so nothing is lost offline. */
  key: string
  /** The most events kept; the oldest go first when more arrive. */
  maxEvents: number
}

function isBufferedEvent(value: unknown): value is BufferedEvent {
  if (typeof value !== 'object' || value === null) return false
  const { sessionId, event } = value as Partial<BufferedEvent>
  return typeof sessionId === 'string' && typeof event === 'object' && event !== null && typeof event.id === 'string'
}

function withoutRepeats(entries: readonly BufferedEvent[]): BufferedEvent[] {
  const seen = new Set<string>()
  return entries.filter(({ event }) => !seen.has(event.id) && Boolean(seen.add(event.id)))
}

/**
 * A queue of events kept in localStorage, read and written whole at each step so that the
 * tabs of one visitor share it. Small by design: at most `maxEvents` entries.
 */
export function createEventBuffer({ key, maxEvents }: BufferOptions): EventBuffer {
  const load = (): BufferedEvent[] => {
    try {
      const parsed: unknown = JSON.parse(readItem('local', key) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter(isBufferedEvent) : []
    } catch {
      return []
    }
  }
  const save = (entries: BufferedEvent[]) => {
    const kept = entries.slice(-maxEvents)
    if (kept.length === 0) removeItem('local', key)
    else writeItem('local', key, JSON.stringify(kept))
  }

  return {
    add: (entry) => save(withoutRepeats([...load(), entry])),
    take: (max) => {
      const entries = load()
      const first = entries[0]
      if (!first) return []
      const taken: BufferedEvent[] = []
      const left: BufferedEvent[] = []
      for (const entry of entries) {
        if (taken.length < max && entry.sessionId === first.sessionId) taken.push(entry)
        else left.push(entry)
      }
      save(left)
      return taken
    },
    putBack: (entries) => save(withoutRepeats([...entries, ...load()])),
    size: () => load().length,
    clear: () => removeItem('local', key),
  }
}
