import { afterEach, describe, expect, it } from 'vitest'
import { createEventBuffer, type BufferedEvent } from './event-buffer'

const KEY = 'test-buffer'

function entry(id: string, sessionId = 'session-a'): BufferedEvent {
  return { sessionId, event: { id, type: 'presence_heartbeat', timestamp: 1_700_000_000_000, page_url: '/', page_title: '' } }
}

const ids = (entries: readonly BufferedEvent[]) => entries.map(({ event }) => event.id)

afterEach(() => window.localStorage.clear())

describe('event buffer', () => {
  it('hands out the oldest events first, at most the batch size, and keeps the rest', () => {
    const buffer = createEventBuffer({ key: KEY, maxEvents: 100 })
    for (const id of ['e1', 'e2', 'e3', 'e4', 'e5']) buffer.add(entry(id))
    expect(ids(buffer.take(2))).toEqual(['e1', 'e2'])
    expect(ids(buffer.take(10))).toEqual(['e3', 'e4', 'e5'])
    expect(buffer.take(10)).toEqual([])
  })

  it('keeps one session per batch, the oldest first', () => {
    const buffer = createEventBuffer({ key: KEY, maxEvents: 100 })
    buffer.add(entry('old-1', 'session-old'))
    buffer.add(entry('new-1', 'session-new'))
    buffer.add(entry('old-2', 'session-old'))
    expect(ids(buffer.take(10))).toEqual(['old-1', 'old-2'])
    expect(ids(buffer.take(10))).toEqual(['new-1'])
  })

  it('puts a batch that failed back in front, in its order', () => {
    const buffer = createEventBuffer({ key: KEY, maxEvents: 100 })
    for (const id of ['e1', 'e2', 'e3']) buffer.add(entry(id))
    const failed = buffer.take(2)
    buffer.add(entry('e4'))
    buffer.putBack(failed)
    expect(ids(buffer.take(10))).toEqual(['e1', 'e2', 'e3', 'e4'])
  })

  it('holds each event id once, whether added twice or put back while still waiting', () => {
    const buffer = createEventBuffer({ key: KEY, maxEvents: 100 })
    buffer.add(entry('e1'))
    buffer.add(entry('e1'))
    buffer.putBack([entry('e1'), entry('e2')])
    expect(ids(buffer.take(10))).toEqual(['e1', 'e2'])
  })

  it('survives the page: a new buffer on the same key finds the waiting events', () => {
    createEventBuffer({ key: KEY, maxEvents: 100 }).add(entry('offline-1'))
    expect(ids(createEventBuffer({ key: KEY, maxEvents: 100 }).take(10))).toEqual(['offline-1'])
  })

  it('drops the oldest events beyond its size', () => {
    const buffer = createEventBuffer({ key: KEY, maxEvents: 3 })
    for (const id of ['e1', 'e2', 'e3', 'e4']) buffer.add(entry(id))
    expect(buffer.size()).toBe(3)
    expect(ids(buffer.take(10))).toEqual(['e2', 'e3', 'e4'])
  })

  it('ignores what it cannot read, and removes its key when empty', () => {
    window.localStorage.setItem(KEY, '{not json')
    const buffer = createEventBuffer({ key: KEY, maxEvents: 10 })
    expect(buffer.size()).toBe(0)
    buffer.add(entry('e1'))
    buffer.clear()
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })
})
