import type { BufferedEvent, EventBuffer } from './event-buffer'
import type { SendOutcome } from './transport'
import { MAX_BATCH_BYTES, MAX_EVENTS_PER_BATCH, type TrackBatch, type TrackEvent } from './track-event'

/** At most this many requests per flush; what is left waits for the next one. */
const MAX_BATCHES_PER_FLUSH = 4
const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 60_000

export interface BatchSenderOptions {
  buffer: EventBuffer
  consentId: string
  siteId: string
  /** This tab's session: transient events belong to it. */
  sessionId: string
  send: (batch: TrackBatch) => Promise<SendOutcome>
  sendOnExit: (batch: TrackBatch) => boolean
  isOnline?: () => boolean
  now?: () => number
}

export interface BatchSender {
  /**
   * Sends the waiting events now, with `transient` ones (presence) that are never kept: a
   * batch that fails goes back to the buffer, without them.
   */
  flush(transient?: readonly TrackEvent[]): Promise<void>
  /** The same as the page goes away: by beacon, without waiting for answers. */
  flushOnExit(transient?: readonly TrackEvent[]): void
  /** Sends nothing more, and keeps nothing more (a batch in flight that fails is dropped). */
  dispose(): void
}

const byteLength = (batch: TrackBatch) => new TextEncoder().encode(JSON.stringify(batch)).length

interface PlannedBatch {
  taken: BufferedEvent[]
  batch: TrackBatch
}

export function createBatchSender(options: BatchSenderOptions): BatchSender {
  const { buffer, consentId, siteId, sessionId } = options
  const isOnline = options.isOnline ?? (() => navigator.onLine)
  const now = options.now ?? Date.now
  let failures = 0
  let retryAt = 0
  let disposed = false
  let queue: Promise<void> = Promise.resolve()

  const batchOf = (session: string, events: TrackEvent[]): TrackBatch => ({ consent_id: consentId, session_id: session, site_id: siteId, events })

  /** The next batch: the oldest waiting events of one session, plus the transient ones when that session is this tab's. */
  const planBatch = (transient: TrackEvent[]): PlannedBatch | null => {
    const taken = buffer.take(MAX_EVENTS_PER_BATCH)
    const session = taken[0]?.sessionId ?? sessionId
    const events = [...taken.map(({ event }) => event), ...(session === sessionId ? transient.splice(0) : [])]
    // Past the size limit, the newest waiting events go back for the next batch.
    while (taken.length > 1 && byteLength(batchOf(session, events)) > MAX_BATCH_BYTES) {
      buffer.putBack(taken.splice(-1))
      events.splice(taken.length, 1)
    }
    return events.length === 0 ? null : { taken, batch: batchOf(session, events) }
  }

  const flushNow = async (transient: TrackEvent[]) => {
    if (disposed || !isOnline() || (now() < retryAt && transient.length === 0)) return
    for (let sent = 0; sent < MAX_BATCHES_PER_FLUSH; sent++) {
      const planned = planBatch(transient)
      if (!planned) return
      const outcome = await options.send(planned.batch)
      if (outcome === 'failed') {
        if (!disposed) buffer.putBack(planned.taken)
        failures += 1
        retryAt = now() + Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1))
        return
      }
      // A refused batch is dropped: the server said what is wrong with it, and it would be again.
      failures = 0
      retryAt = 0
    }
  }

  return {
    flush(transient = []) {
      queue = queue.then(() => flushNow([...transient]))
      return queue
    },
    flushOnExit(transient = []) {
      if (disposed || !isOnline()) return
      const left = [...transient]
      for (let sent = 0; sent < MAX_BATCHES_PER_FLUSH; sent++) {
        const planned = planBatch(left)
        if (!planned) return
        // Kept when the beacon is refused: the fallback's answer cannot be awaited, and the
        // server ignores event ids it already holds if both arrive.
        if (!options.sendOnExit(planned.batch)) {
          buffer.putBack(planned.taken)
          return
        }
      }
    },
    dispose() {
      disposed = true
    },
  }
}
