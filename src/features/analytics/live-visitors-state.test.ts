import { describe, expect, it } from 'vitest'
import { momentMs } from './analytics-format'
import { applyPresenceMessage, isPresenceMessage, mergeRows, type LiveVisitor, type PresenceMessage } from './live-visitors-state'

const visitor = (overrides: Partial<LiveVisitor> = {}): LiveVisitor => ({
  consent_id: 'c1', session_id: 's1', page_url: '/fleet', page_title: 'Fleet', browser: 'Chrome', os: 'Windows', device_type: 'Desktop', last_seen_at: '2026-11-23T12:00:00.000Z', ...overrides,
})
const message = (action: PresenceMessage['action'], overrides: Partial<LiveVisitor> = {}): PresenceMessage => ({ action, ...visitor(overrides) })

describe('presence messages', () => {
  it('recognises the topic’s messages only', () => {
    expect(isPresenceMessage(message('heartbeat'))).toBe(true)
    expect(isPresenceMessage({ action: 'beat', consent_id: 'c1' })).toBe(false)
    expect(isPresenceMessage(null)).toBe(false)
  })
  it('adds and refreshes a visitor on a heartbeat', () => {
    const once = applyPresenceMessage(new Map(), message('heartbeat'))
    const twice = applyPresenceMessage(once, message('heartbeat', { page_url: '/quote' }))
    expect([...twice.values()]).toEqual([visitor({ page_url: '/quote' })])
  })
  it('removes the visitor when its session leaves, not when another tab does', () => {
    const present = applyPresenceMessage(new Map(), message('heartbeat'))
    expect(applyPresenceMessage(present, message('leave', { session_id: 's2' })).size).toBe(1)
    expect(applyPresenceMessage(present, message('leave')).size).toBe(0)
  })
})

describe('mergeRows', () => {
  it('takes the rows but keeps a newer beat already received', () => {
    const received = new Map([['c1', visitor({ last_seen_at: '2026-11-23T12:00:30.000Z' })]])
    const merged = mergeRows(received, [visitor(), visitor({ consent_id: 'c2' })], momentMs)
    expect(merged.get('c1')?.last_seen_at).toBe('2026-11-23T12:00:30.000Z')
    expect(merged.size).toBe(2)
  })
  it('keeps a visitor whose beat arrived while the rows were read, though the rows predate it', () => {
    const beat = message('heartbeat', { consent_id: 'c2' })
    const received = applyPresenceMessage(new Map(), beat)
    const merged = mergeRows(received, [visitor()], momentMs, [beat])
    expect([...merged.keys()].sort()).toEqual(['c1', 'c2'])
  })
  it('drops a row whose visitor left while the rows were read', () => {
    expect(mergeRows(new Map(), [visitor()], momentMs, [message('leave')]).size).toBe(0)
  })
})
