import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBatchSender, type BatchSenderOptions } from './batch-sender'
import { createEventBuffer } from './event-buffer'
import type { SendOutcome } from './transport'
import { MAX_BATCH_BYTES, type TrackBatch, type TrackEvent } from './track-event'

const SESSION = 'session-now'

function event(id: string, type: 'page_view' | 'presence_heartbeat' = 'page_view'): TrackEvent {
  const base = { id, timestamp: 1_700_000_000_000, page_url: '/' }
  if (type === 'presence_heartbeat') return { ...base, type, page_title: '' }
  return { ...base, type, page_title: '', referrer: '', screen: { width: 1, height: 1 }, viewport: { width: 1, height: 1 } }
}

function setUp(outcomes: SendOutcome[] = [], overrides: Partial<BatchSenderOptions> = {}) {
  const buffer = createEventBuffer({ key: 'sender-test', maxEvents: 500 })
  const sent: TrackBatch[] = []
  const send = vi.fn((batch: TrackBatch) => {
    sent.push(batch)
    return Promise.resolve(outcomes.shift() ?? 'sent')
  })
  const sendOnExit = vi.fn((batch: TrackBatch) => Boolean(sent.push(batch)))
  let clock = 1_000_000
  const sender = createBatchSender({
    buffer,
    consentId: 'c'.repeat(32),
    siteId: 'default',
    sessionId: SESSION,
    send,
    sendOnExit,
    now: () => clock,
    ...overrides,
  })
  const tick = (ms: number) => (clock += ms)
  return { buffer, sender, sent, send, sendOnExit, tick }
}

const eventIds = (batch: TrackBatch | undefined) => batch?.events.map((sentEvent) => sentEvent.id)

afterEach(() => window.localStorage.clear())

describe('batch sender', () => {
  it('sends waiting events with the envelope, and nothing when nothing waits', async () => {
    const { buffer, sender, sent } = setUp()
    await sender.flush()
    expect(sent).toEqual([])
    buffer.add({ sessionId: SESSION, event: event('e1') })
    await sender.flush()
    expect(sent).toEqual([{ consent_id: 'c'.repeat(32), session_id: SESSION, site_id: 'default', events: [event('e1')] }])
    expect(buffer.size()).toBe(0)
  })

  it('puts a failed batch back, without its presence beat, and sends it once the wait is over', async () => {
    const { buffer, sender, sent, tick } = setUp(['failed'])
    buffer.add({ sessionId: SESSION, event: event('e1') })
    await sender.flush([event('beat', 'presence_heartbeat')])
    expect(eventIds(sent[0])).toEqual(['e1', 'beat'])
    expect(buffer.size()).toBe(1)

    await sender.flush()
    expect(sent).toHaveLength(1)
    tick(5_000)
    await sender.flush()
    expect(eventIds(sent[1])).toEqual(['e1'])
    expect(buffer.size()).toBe(0)
  })

  it('drops a batch the server refused (sending it again would be refused again)', async () => {
    const { buffer, sender, sent } = setUp(['refused'])
    buffer.add({ sessionId: SESSION, event: event('bad') })
    buffer.add({ sessionId: 'session-other', event: event('good') })
    await sender.flush()
    expect(sent.map(eventIds)).toEqual([['bad'], ['good']])
    expect(buffer.size()).toBe(0)
  })

  it('sends each session in a batch of its own, this tab’s beat with its own session', async () => {
    const { buffer, sender, sent } = setUp()
    buffer.add({ sessionId: 'session-before', event: event('old') })
    buffer.add({ sessionId: SESSION, event: event('new') })
    await sender.flush([event('beat', 'presence_heartbeat')])
    expect(sent.map((batch) => [batch.session_id, eventIds(batch)])).toEqual([
      ['session-before', ['old']],
      [SESSION, ['new', 'beat']],
    ])
  })

  it('keeps everything while offline', async () => {
    const { buffer, sender, sent } = setUp([], { isOnline: () => false })
    buffer.add({ sessionId: SESSION, event: event('e1') })
    await sender.flush([event('beat', 'presence_heartbeat')])
    sender.flushOnExit()
    expect(sent).toEqual([])
    expect(buffer.size()).toBe(1)
  })

  it('splits what waits into batches of at most 50 events', async () => {
    const { buffer, sender, sent } = setUp()
    for (let i = 0; i < 120; i++) buffer.add({ sessionId: SESSION, event: event(`e${i}`) })
    await sender.flush()
    expect(sent.map((batch) => batch.events.length)).toEqual([50, 50, 20])
  })

  it('hands everything to the beacon as the page goes, and keeps a batch the beacon refused', () => {
    const { buffer, sender, sent, sendOnExit } = setUp()
    buffer.add({ sessionId: SESSION, event: event('end') })
    sender.flushOnExit([event('leave', 'presence_heartbeat')])
    expect(eventIds(sent[0])).toEqual(['end', 'leave'])
    expect(buffer.size()).toBe(0)

    sendOnExit.mockReturnValueOnce(false)
    buffer.add({ sessionId: SESSION, event: event('kept') })
    sender.flushOnExit()
    expect(buffer.size()).toBe(1)
  })

  it('sends and keeps nothing once disposed, even a batch in flight that fails', async () => {
    let fail: (outcome: SendOutcome) => void = () => {}
    const send = vi.fn(() => new Promise<SendOutcome>((resolve) => (fail = resolve)))
    const { buffer, sender } = setUp([], { send })
    buffer.add({ sessionId: SESSION, event: event('e1') })
    const flushing = sender.flush()
    await Promise.resolve()
    sender.dispose()
    fail('failed')
    await flushing
    expect(buffer.size()).toBe(0)
    buffer.add({ sessionId: SESSION, event: event('e2') })
    await sender.flush()
    expect(send).toHaveBeenCalledTimes(1)
  })
})

describe('batch sender with long pages', () => {
  it('keeps each batch under the size limit, leaving the newest events for the next one', async () => {
    const { buffer, sender, sent } = setUp()
    const long = (id: string): TrackEvent => ({
      id,
      type: 'page_view',
      timestamp: 1_700_000_000_000,
      page_url: `/${'p'.repeat(1999)}`,
      page_title: 'T'.repeat(500),
      referrer: `https://example.com/${'r'.repeat(1900)}`,
      screen: { width: 1, height: 1 },
      viewport: { width: 1, height: 1 },
    })
    for (let i = 0; i < 30; i++) buffer.add({ sessionId: SESSION, event: long(`e${i}`) })
    await sender.flush()
    const sizes = sent.map((batch) => new TextEncoder().encode(JSON.stringify(batch)).length)
    expect(sizes.every((size) => size <= MAX_BATCH_BYTES)).toBe(true)
    expect(sent.flatMap((batch) => eventIds(batch))).toEqual(Array.from({ length: 30 }, (_, i) => `e${i}`))
  })
})
