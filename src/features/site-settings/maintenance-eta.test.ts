import { describe, expect, it } from 'vitest'
import { etaText } from './maintenance-eta'

describe('etaText', () => {
  it('shows words as they were written', () => {
    expect(etaText('We’ll be back soon')).toBe('We’ll be back soon')
    expect(etaText('  Monday, 6 am Eastern ')).toBe('Monday, 6 am Eastern')
  })

  it('shows a time written for machines as a time to read', () => {
    expect(etaText('2026-05-01T14:00:00Z', { timeZone: 'UTC' })).toBe('May 1, 2026, 2:00 PM')
    expect(etaText('2026-05-01 14:00:00.000Z', { timeZone: 'America/New_York' })).toBe('May 1, 2026, 10:00 AM')
    expect(etaText('2026-05-01T16:00+02:00', { timeZone: 'UTC' })).toBe('May 1, 2026, 2:00 PM')
  })

  it('reads a time without a zone as UTC, as the server does', () => {
    expect(etaText('2026-05-01 14:00', { timeZone: 'UTC' })).toBe('May 1, 2026, 2:00 PM')
  })

  it('leaves what only looks like a time as written', () => {
    expect(etaText('2026-02-30 14:00')).toBe('2026-02-30 14:00')
  })
})
