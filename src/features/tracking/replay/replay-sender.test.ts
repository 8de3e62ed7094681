import { describe, expect, it, vi } from 'vitest'
import { createReplaySender, EXIT_CHUNK_CHARS, type RecordingSummary } from './replay-sender'
import type { DomChunk, SessionEvent } from './session-event'

const SUMMARY: RecordingSummary = { ended_at: 1, duration_ms: 1, page_count: 1, click_count: 2, scroll_count: 0, rage_click_count: 0, dead_click_count: 0 }

function chunk(sequence: number, chars: number): DomChunk {
  return { sequence, first_ms: 0, last_ms: 1, event_count: 1, data: 'H4sI' + 'A'.repeat(chars - 4) }
}

function click(sequence: number): SessionEvent {
  return { id: `event-${sequence}`, sequence, type: 'click', offset_ms: sequence, page_url: '/', page_title: 'Home', selector: 'main > h1', text: 'Heavy haul' }
}

function setUp() {
  const bodies: { chunks: DomChunk[]; events: SessionEvent[] }[] = []
  const send = vi.fn((body: string) => {
    bodies.push(JSON.parse(body) as (typeof bodies)[number])
    return Promise.resolve('sent' as const)
  })
  const sender = createReplaySender({ consentId: 'c'.repeat(32), sessionId: 's', siteId: 'default' }, send)
  return { sender, send, bodies }
}

describe('the replay sender as the page goes away', () => {
  it('sends in one body under 60 KB the page chunks that fit, then the events, and keeps a chunk too large for later', async () => {
    const { sender, send, bodies } = setUp()
    sender.addChunk(chunk(0, 70_000))
    sender.addChunk(chunk(1, EXIT_CHUNK_CHARS))
    ;[0, 1].forEach((n) => sender.addEvent(click(n)))

    sender.flushOnExit(SUMMARY)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]![0].length).toBeLessThan(60_000)
    expect(bodies[0]!.chunks.map((sent) => sent.sequence)).toEqual([1])
    expect(bodies[0]!.events.map((sent) => sent.id)).toEqual(['event-0', 'event-1'])

    await sender.flush()
    expect(bodies[1]!.chunks.map((sent) => sent.sequence)).toEqual([0])
    expect(bodies[1]!.events).toEqual([])
  })

  it('leaves out the latest events when the page chunk takes most of the room', () => {
    const { sender, bodies } = setUp()
    sender.addChunk(chunk(0, 55_000))
    Array.from({ length: 40 }, (_, n) => sender.addEvent(click(n)))

    sender.flushOnExit(SUMMARY)
    const sent = bodies[0]!
    expect(sent.chunks).toHaveLength(1)
    expect(sent.events.length).toBeGreaterThan(0)
    expect(sent.events.length).toBeLessThan(40)
    expect(sent.events[0]!.id).toBe('event-0')
    expect(JSON.stringify(sent).length).toBeLessThan(60_000)
  })
})
