import { describe, expect, it } from 'vitest'
import {
  formatCalendarDate,
  formatDate,
  formatDimensions,
  formatFileSize,
  formatMonthYear,
  formatWeight,
  isolated,
  parsePocketBaseDate,
  telHref,
} from './format'

describe('parsePocketBaseDate', () => {
  it('reads what PocketBase writes as UTC, whatever zone the browser is in', () => {
    expect(parsePocketBaseDate('2026-01-02 03:04:05.678Z')?.toISOString()).toBe('2026-01-02T03:04:05.678Z')
    expect(parsePocketBaseDate('2026-01-02T03:04:05Z')?.toISOString()).toBe('2026-01-02T03:04:05.000Z')
    expect(parsePocketBaseDate('2026-01-02 03:04:05.6Z')?.toISOString()).toBe('2026-01-02T03:04:05.600Z')
    // Without the Z, still UTC (a browser would read a date and time without a zone as local).
    expect(parsePocketBaseDate('2026-01-02 03:04:05')?.toISOString()).toBe('2026-01-02T03:04:05.000Z')
    expect(parsePocketBaseDate('2026-01-02')?.toISOString()).toBe('2026-01-02T00:00:00.000Z')
  })

  it('gives nothing for an unset or impossible date', () => {
    for (const value of ['', '   ', 'soon', '2026-02-30 00:00:00.000Z', '2026-01-02 24:00:00.000Z', '2026-13-01', '02/01/2026']) {
      expect(parsePocketBaseDate(value), value).toBeUndefined()
    }
  })
})

describe('date formatting', () => {
  const lateEvening = '2025-01-06 04:30:00.000Z'

  it("shows a moment on the reader's day", () => {
    expect(formatDate('2025-01-05 14:30:00.000Z')).toBe('Jan 5, 2025')
    expect(formatDate(lateEvening, { timeZone: 'America/Chicago' })).toBe('Jan 5, 2025')
    expect(formatDate(lateEvening, { timeZone: 'UTC' })).toBe('Jan 6, 2025')
    expect(formatMonthYear('2024-03-05 10:00:00.000Z')).toBe('March 2024')
    expect(formatMonthYear('2024-03-01 02:00:00.000Z', { timeZone: 'America/Los_Angeles' })).toBe('February 2024')
  })

  it('shows a date-only field as the same day everywhere', () => {
    expect(formatCalendarDate('2026-01-02 00:00:00.000Z')).toBe('Jan 2, 2026')
  })

  it('gives an empty text for an unset or unreadable date', () => {
    expect(formatDate('')).toBe('')
    expect(formatCalendarDate('not a date')).toBe('')
    expect(formatMonthYear('')).toBe('')
  })
})

describe('measure formatting', () => {
  it('formats dimensions and weights for reading', () => {
    expect(formatDimensions({ length: 42.5, width: 12, height: 11.5 })).toBe('42.5 × 12 × 11.5 ft')
    expect(formatWeight(95000)).toBe('95,000 lb')
    expect(formatWeight(0)).toBe('')
  })
})

describe('file size formatting', () => {
  it('shows small files in kilobytes, never as 0.0 MB', () => {
    expect(formatFileSize(10_240)).toBe('10 KB')
    expect(formatFileSize(200)).toBe('1 KB')
    expect(formatFileSize(2_516_582)).toBe('2.4 MB')
  })
})

describe('isolated text', () => {
  it('keeps a place in its own direction inside a label, between first-strong isolate and pop', () => {
    expect(isolated('القاهرة')).toBe('\u2068القاهرة\u2069')
  })
})

describe('telHref', () => {
  it('dials the digits of a number as typed', () => {
    expect(telHref('(937) 555-0100')).toBe('tel:9375550100')
    expect(telHref('+1 937.555.0100 ext')).toBe('tel:+19375550100')
  })
})
