import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testEntry } from '../../../tests/unit/fixtures/outbox-entries'
import { announce } from '../../lib/outbox/outbox-events'
import { outboxSnapshot } from '../../lib/outbox/outbox-snapshot'
import { SENT_SHOWN_MS, useRecentlySent } from './recently-sent'
import { outboxHeading } from './use-outbox-view'

const quote = testEntry({ id: 'quote0000000001', title: 'Quote: Dayton, OH to Houston, TX' })
const message = testEntry({ id: 'message00000001', collection: 'contact_messages', title: 'Message: Permits' })

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-03-02T10:42:00'))
  // What the list last showed; the store itself is not read here.
  vi.spyOn(outboxSnapshot, 'get').mockReturnValue({ entries: [quote, message], sendingId: null })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('useRecentlySent', () => {
  it('keeps a delivered entry, with its title and time, for a while before it leaves', () => {
    const { result } = renderHook(() => useRecentlySent())
    expect(result.current).toEqual([])

    act(() => announce({ type: 'delivered', id: quote.id, notice: null }))
    expect(result.current).toEqual([{ id: quote.id, title: quote.title, sentAt: new Date('2026-03-02T10:42:00').getTime() }])

    act(() => {
      vi.advanceTimersByTime(SENT_SHOWN_MS)
    })
    expect(result.current).toEqual([])
  })

  it('ignores deliveries of entries the list never showed', () => {
    const { result } = renderHook(() => useRecentlySent())
    act(() => announce({ type: 'delivered', id: 'elsewhere000001', notice: null }))
    expect(result.current).toEqual([])
  })
})

describe('outboxHeading', () => {
  it('names what the list shows', () => {
    const sent = [{ id: quote.id, title: quote.title, sentAt: 0 }]
    expect(outboxHeading({ waiting: [message], sent })).toBe('Waiting to send')
    expect(outboxHeading({ waiting: [], sent })).toBe('Sent')
    expect(outboxHeading({ waiting: [], sent: [] })).toBe('Nothing waiting to send')
  })
})
