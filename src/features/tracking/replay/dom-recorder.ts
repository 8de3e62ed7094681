import type { eventWithTime } from '@rrweb/types'
import { isFullSnapshot, isPageChange } from '../../../lib/replay/page-changes'
import { gzipBase64 } from './compress'
import { PRIVATE_SELECTOR } from './describe-element'
import { isPrivatePath } from './private-pages'
import type { DomChunk } from './session-event'

/** A full snapshot this often, so a replay can start anywhere near. */
const FULL_SNAPSHOT_EVERY_MS = 60_000
/** Raw JSON past this is compressed and queued at once, without waiting for the timer. */
const CHUNK_AT_CHARS = 400_000

export interface DomRecorder {
  /** Compresses what was recorded since the last call into a chunk; null when nothing was. */
  takeChunk(): Promise<DomChunk | null>
  /**
   * The same at once, for a page going away: split in chunks of at most `maxDataChars` where
   * it can be (a single larger event stays whole); empty when nothing was recorded.
   */
  takeChunksNow(maxDataChars: number): DomChunk[]
  /** After a navigation: a page left private is recorded again from a full snapshot. */
  pageChanged(): void
  /** Times (ms since 1970) of the latest page changes: mutations, scrolls, navigations. */
  changesSince(at: number): number[]
  stop(): void
}

/**
 * Records the page with rrweb (its own chunk, loaded only here): inputs masked, fields and
 * private elements blocked (never serialised), nothing while a private page is shown.
 */
export async function startDomRecorder(options: { startedAt: number; nextSequence: () => number; flushSoon: () => void }): Promise<DomRecorder> {
  const [{ record }, { gzipBase64Now }] = await Promise.all([import('@rrweb/record'), import('./gzip-now')])
  let waiting: eventWithTime[] = []
  let waitingChars = 0
  let changes: number[] = []
  let wasPrivate = isPrivatePath(window.location.pathname)
  // The first full snapshot is sent by the caller once this returns; later ones (a page left
  // private, the periodic checkout) leave at once too, so a replay can start from them.
  let started = false
  let flushQueued = false
  const queueFlush = () => {
    if (flushQueued) return
    flushQueued = true
    setTimeout(() => {
      flushQueued = false
      options.flushSoon()
    }, 0)
  }

  const chunkOf = (events: eventWithTime[], data: string): DomChunk => ({
    sequence: options.nextSequence(),
    first_ms: Math.max(0, events[0]!.timestamp - options.startedAt),
    last_ms: Math.max(0, events[events.length - 1]!.timestamp - options.startedAt),
    event_count: events.length,
    data,
  })
  const takeWaiting = () => {
    const events = waiting
    waiting = []
    waitingChars = 0
    return events
  }
  const packNow = (events: eventWithTime[], maxDataChars: number): DomChunk[] => {
    const data = gzipBase64Now(JSON.stringify(events))
    if (data.length <= maxDataChars || events.length === 1) return [chunkOf(events, data)]
    const half = Math.ceil(events.length / 2)
    return [...packNow(events.slice(0, half), maxDataChars), ...packNow(events.slice(half), maxDataChars)]
  }

  const stopRecording = record({
    emit(event) {
      if (isPrivatePath(window.location.pathname)) return
      if (isPageChange(event)) changes = [...changes.filter((at) => at > Date.now() - 10_000), event.timestamp]
      waiting.push(event)
      waitingChars += JSON.stringify(event).length
      if (waitingChars > CHUNK_AT_CHARS || (started && isFullSnapshot(event))) queueFlush()
    },
    maskAllInputs: true,
    blockSelector: PRIVATE_SELECTOR,
    checkoutEveryNms: FULL_SNAPSHOT_EVERY_MS,
    sampling: { mousemove: 100, scroll: 150, input: 'last' },
    slimDOMOptions: 'all',
    inlineStylesheet: true,
    recordCanvas: false,
    collectFonts: false,
  })
  started = true

  return {
    async takeChunk() {
      if (waiting.length === 0) return null
      const events = takeWaiting()
      const data = await gzipBase64(JSON.stringify(events))
      return chunkOf(events, data)
    },
    takeChunksNow(maxDataChars) {
      return waiting.length === 0 ? [] : packNow(takeWaiting(), maxDataChars)
    },
    pageChanged() {
      const isPrivate = isPrivatePath(window.location.pathname)
      if (wasPrivate && !isPrivate) record.takeFullSnapshot(true)
      wasPrivate = isPrivate
    },
    changesSince: (at) => changes.filter((change) => change > at),
    stop: () => stopRecording?.(),
  }
}
