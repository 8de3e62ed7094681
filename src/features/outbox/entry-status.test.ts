import { describe, expect, it } from 'vitest'
import { testEntry } from '../../../tests/unit/fixtures/outbox-entries'
import type { OutboxEntry } from '../../lib/outbox/outbox-entry'
import { describeSaved, describeStatus } from './entry-status'

// Saved at a fixed local time, so the words are the same on every machine.
const entry = (overrides: Partial<OutboxEntry> = {}) =>
  testEntry({ createdAt: new Date('2026-03-02T15:04:00').getTime(), ...overrides })

describe('describeStatus', () => {
  it('tells what happens next in each state', () => {
    expect(describeStatus(entry(), { isSending: true, isOnline: true }).label).toBe('Sending…')
    expect(describeStatus(entry(), { isSending: false, isOnline: false }).label).toBe('Waiting for a connection')
    expect(describeStatus(entry({ status: 'rejected' }), { isSending: false, isOnline: true }).label).toBe('Needs your attention')
    const retrying = entry({ lastFailure: 'Server error (500)', nextAttemptAt: new Date('2026-03-02T15:30:00').getTime() })
    expect(describeStatus(retrying, { isSending: false, isOnline: true, now: retrying.createdAt })).toMatchObject({
      label: 'Will retry',
      detail: 'Server error (500). Next try at 3:30 PM, or retry now.',
    })
  })
})

describe('describeSaved', () => {
  it('gives the time saved and the attached files', () => {
    expect(describeSaved(entry())).toBe('Saved Mar 2, 3:04 PM')
    expect(describeSaved(entry({ fileCount: 3, byteSize: 2.5 * 1024 * 1024 }))).toBe('Saved Mar 2, 3:04 PM · 3 files, 2.5 MB')
  })
})
