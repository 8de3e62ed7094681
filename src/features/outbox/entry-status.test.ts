import { describe, expect, it } from 'vitest'
import { testEntry } from '../../../tests/unit/fixtures/outbox-entries'
import type { OutboxEntry } from '../../lib/outbox/outbox-entry'
import { describeContents, describeSaved, describeStatus } from './entry-status'

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

describe('describeContents', () => {
  it('tells two waiting submissions apart by who sent them and what', () => {
    expect(describeContents(entry({ fields: { customer_name: 'Dana Shipper', length: 60.5, width: 12, height: 11 } }))).toBe(
      'Dana Shipper · 60.5 × 12 × 11 ft',
    )
    expect(describeContents(entry({ fields: { customer_name: 'Lee Ortega', length: 40, width: 8 } }))).toBe('Lee Ortega · 40 × 8 × ? ft')
    expect(describeContents(entry({ collection: 'job_applications', fields: { first_name: 'Sam', last_name: 'Ortega', email: 'sam@example.com' } }))).toBe(
      'Sam Ortega · sam@example.com',
    )
    expect(describeContents(entry({ collection: 'contact_messages', fields: { name: 'Jo', email: 'jo@example.com' } }))).toBe('Jo · jo@example.com')
  })
})
