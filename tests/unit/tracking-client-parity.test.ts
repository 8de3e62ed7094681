import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import {
  consentAcceptedEvent,
  currentPage,
  pageViewEvent,
  presenceEvent,
  sessionEndEvent,
  sessionStartEvent,
} from '../../src/features/tracking/event-builders'
import { randomHex, randomUuid } from '../../src/features/tracking/random-ids'
import { DEFAULT_SITE_ID, MAX_BATCH_BYTES, MAX_EVENTS_PER_BATCH, type TrackBatch } from '../../src/features/tracking/track-event'

interface BatchSchema {
  LIMITS: { maxEvents: number; maxBodyBytes: number }
  validateBatch(body: unknown, nowMs: number): { problems?: string[] }
  utf8Length(text: string): number
}

// The server's module, as PocketBase runs it (CommonJS).
const schema = createRequire(import.meta.url)('../../pb_hooks/lib/tracking/batch-schema.js') as BatchSchema

afterEach(() => window.history.replaceState(null, '', '/'))

function batchOf(events: TrackBatch['events']): TrackBatch {
  return { consent_id: randomHex(16), session_id: randomUuid(), site_id: DEFAULT_SITE_ID, events }
}

describe('what the tracker sends is what the ingest route accepts', () => {
  it('every event the tracker makes, even from an awkward page', () => {
    window.history.replaceState(null, '', `/fleet/${'very-long-'.repeat(150)}?q=${'x'.repeat(300)}`)
    document.title = `Fleet “Ünïcode” ${'title '.repeat(200)}`
    const page = currentPage(`https://example.com/${'path/'.repeat(500)}`)
    const events = [
      consentAcceptedEvent(page, 'bottom'),
      sessionStartEvent(page),
      pageViewEvent(currentPage('android-app://mail')),
      pageViewEvent(page),
      presenceEvent(page, 'presence_heartbeat'),
      presenceEvent(page, 'presence_leave'),
      sessionEndEvent(page, 3_600_000, 12),
    ]
    expect(schema.validateBatch(JSON.parse(JSON.stringify(batchOf(events))), Date.now()).problems).toBeUndefined()
  })

  it('a batch of the largest size the tracker sends fits the server’s body limit', () => {
    expect(MAX_EVENTS_PER_BATCH).toBeLessThanOrEqual(schema.LIMITS.maxEvents)
    expect(MAX_BATCH_BYTES).toBeLessThan(schema.LIMITS.maxBodyBytes)
  })

  it('consent and session ids of the spec’s shapes', () => {
    expect(randomHex(16)).toMatch(/^[0-9a-f]{32}$/)
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
