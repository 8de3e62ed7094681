import type { HeatPoint } from './heatmap-points'
import type { DomChunk, SessionEvent } from './session-event'

export const REPLAY_URL = '/api/track/replay'
const MAX_EVENTS_PER_BATCH = 100
const MAX_CHUNKS_PER_BATCH = 4
const MAX_HEAT_PER_BATCH = 200
/** Under the server's 1 MB, with room for the envelope. */
const MAX_BODY_CHARS = 900_000
/** Browsers refuse keepalive and beacon bodies past 64 KB in flight. */
const KEEPALIVE_LIMIT = 60_000
const MAX_WAITING_EVENTS = 2000
const MAX_WAITING_CHUNKS = 40

export interface RecordingFacts {
  started_at: number
  viewport_size: string
  device_info: Record<string, string | boolean>
  browser_info: Record<string, number>
  fingerprint: object
}

export interface RecordingSummary {
  ended_at: number
  duration_ms: number
  page_count: number
  click_count: number
  scroll_count: number
  rage_click_count: number
  dead_click_count: number
}

/** sent; refused (400: the server said what is wrong, it would be again); declined (403: stop); failed (try later). */
type Outcome = 'sent' | 'refused' | 'declined' | 'failed'

interface Batch {
  consent_id: string
  session_id: string
  site_id: string
  recording?: RecordingFacts
  summary?: RecordingSummary
  events: SessionEvent[]
  chunks: DomChunk[]
  heat: HeatPoint[]
}

export interface ReplaySender {
  addEvent(event: SessionEvent): void
  addChunk(chunk: DomChunk): void
  addHeat(point: HeatPoint): void
  setRecording(facts: RecordingFacts): void
  waitingEvents(): number
  /** Sends what waits; what fails goes back for the next try. */
  flush(summary?: RecordingSummary): Promise<void>
  /** As the page goes away: what fits a beacon, without waiting. */
  flushOnExit(summary: RecordingSummary): void
  onDeclined(listener: () => void): void
}

async function post(body: string): Promise<Outcome> {
  try {
    const response = await fetch(REPLAY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: body.length < KEEPALIVE_LIMIT,
      credentials: 'omit',
    })
    if (response.ok) return 'sent'
    if (response.status === 403) return 'declined'
    return response.status === 400 ? 'refused' : 'failed'
  } catch {
    return 'failed'
  }
}

/** Keeps a recording's events, page chunks and facts in memory and sends them in batches. */
export function createReplaySender(envelope: { consentId: string; sessionId: string; siteId: string }, send = post): ReplaySender {
  let events: SessionEvent[] = []
  let chunks: DomChunk[] = []
  let heat: HeatPoint[] = []
  let recording: RecordingFacts | undefined
  let inFlight: Promise<void> = Promise.resolve()
  let declined = false
  let declinedListener = () => {}

  const plan = (summary?: RecordingSummary): { batch: Batch; body: string } | null => {
    const batch: Batch = {
      consent_id: envelope.consentId,
      session_id: envelope.sessionId,
      site_id: envelope.siteId,
      ...(recording ? { recording } : {}),
      ...(summary ? { summary } : {}),
      events: events.slice(0, MAX_EVENTS_PER_BATCH),
      chunks: [],
      heat: heat.slice(0, MAX_HEAT_PER_BATCH),
    }
    for (const chunk of chunks.slice(0, MAX_CHUNKS_PER_BATCH)) {
      if (batch.chunks.length > 0 && JSON.stringify(batch).length + chunk.data.length > MAX_BODY_CHARS) break
      batch.chunks.push(chunk)
    }
    if (!batch.recording && !batch.summary && batch.events.length + batch.chunks.length + batch.heat.length === 0) return null
    return { batch, body: JSON.stringify(batch) }
  }

  const settle = (batch: Batch) => {
    if (batch.recording === recording) recording = undefined
    events = events.slice(batch.events.length)
    chunks = chunks.slice(batch.chunks.length)
    heat = heat.slice(batch.heat.length)
  }

  const flushNow = async (summary?: RecordingSummary) => {
    for (let round = 0; round < 4 && !declined; round++) {
      const planned = plan(round === 0 ? summary : undefined)
      if (!planned) return
      // Taken out while in flight; put back in front when the request fails.
      settle(planned.batch)
      const outcome = await send(planned.body)
      if (outcome === 'declined') {
        declined = true
        declinedListener()
        return
      }
      if (outcome === 'failed') {
        recording ??= planned.batch.recording
        events = [...planned.batch.events, ...events]
        chunks = [...planned.batch.chunks, ...chunks]
        heat = [...planned.batch.heat, ...heat]
        return
      }
    }
  }

  return {
    addEvent(event) {
      if (!declined) events = [...events, event].slice(-MAX_WAITING_EVENTS)
    },
    addChunk(chunk) {
      if (!declined) chunks = [...chunks, chunk].slice(-MAX_WAITING_CHUNKS)
    },
    addHeat(point) {
      if (!declined) heat = [...heat, point].slice(-MAX_WAITING_EVENTS)
    },
    setRecording(facts) {
      recording = facts
    },
    waitingEvents: () => events.length,
    flush(summary) {
      inFlight = inFlight.then(() => flushNow(summary))
      return inFlight
    },
    flushOnExit(summary) {
      if (declined) return
      const batch: Batch = {
        consent_id: envelope.consentId,
        session_id: envelope.sessionId,
        site_id: envelope.siteId,
        ...(recording ? { recording } : {}),
        summary,
        events: events.slice(0, MAX_EVENTS_PER_BATCH),
        chunks: [],
        heat: heat.slice(0, MAX_HEAT_PER_BATCH),
      }
      while (batch.events.length > 0 && JSON.stringify(batch).length > KEEPALIVE_LIMIT) batch.events.splice(-10)
      for (const chunk of chunks) {
        if (JSON.stringify(batch).length + chunk.data.length > KEEPALIVE_LIMIT) break
        batch.chunks.push(chunk)
      }
      const body = JSON.stringify(batch)
      const beaconed = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(REPLAY_URL, new Blob([body], { type: 'application/json' }))
      if (!beaconed) void send(body)
      settle(batch)
    },
    onDeclined(listener) {
      declinedListener = listener
    },
  }
}
