import type { eventWithTime } from '@rrweb/types'
import { isPageChange } from '../../../lib/replay/page-changes'
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
export async function startDomRecorder(options: { startedAt: number; nextSequence: () => number; onFull: () => void }): Promise<DomRecorder> {
  const { record } = await import('@rrweb/record')
  let waiting: eventWithTime[] = []
  let waitingChars = 0
  let changes: number[] = []
  let wasPrivate = isPrivatePath(window.location.pathname)

  const stopRecording = record({
    emit(event) {
      if (isPrivatePath(window.location.pathname)) return
      if (isPageChange(event)) changes = [...changes.filter((at) => at > Date.now() - 10_000), event.timestamp]
      waiting.push(event)
      waitingChars += JSON.stringify(event).length
      if (waitingChars > CHUNK_AT_CHARS) options.onFull()
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

  return {
    async takeChunk() {
      if (waiting.length === 0) return null
      const events = waiting
      waiting = []
      waitingChars = 0
      const first = events[0]!.timestamp
      const last = events[events.length - 1]!.timestamp
      return {
        sequence: options.nextSequence(),
        first_ms: Math.max(0, first - options.startedAt),
        last_ms: Math.max(0, last - options.startedAt),
        event_count: events.length,
        data: await gzipBase64(JSON.stringify(events)),
      }
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
