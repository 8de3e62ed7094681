import { describe, expect, it } from 'vitest'
import { describeSaved, describeStatus } from './entry-status'
import type { OutboxEntry } from './outbox-entry'

const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'abcdefghijklmno',
  collection: 'quotes',
  fields: {},
  authToken: '',
  title: 'Quote: Dayton, OH to Houston, TX',
  sentNotice: { title: 'Sent', message: 'Sent.' },
  announceDelivery: true,
  createdAt: new Date('2026-03-02T15:04:00').getTime(),
  fileCount: 0,
  byteSize: 0,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  lastFailure: null,
  rejection: null,
  ...overrides,
})

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
