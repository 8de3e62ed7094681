import { describe, expect, it } from 'vitest'
import {
  eventLabel,
  exportFileName,
  formatVisitorId,
  formatVisitorNumber,
  isPresent,
  lastSeenLabel,
  momentMs,
  topEventCounts,
} from './analytics-format'

describe('lastSeenLabel', () => {
  it('counts seconds under a minute', () => {
    expect(lastSeenLabel(0)).toBe('0s ago')
    expect(lastSeenLabel(59_999)).toBe('59s ago')
  })
  it('counts minutes under an hour and hours beyond', () => {
    expect(lastSeenLabel(60_000)).toBe('1m ago')
    expect(lastSeenLabel(3_599_000)).toBe('59m ago')
    expect(lastSeenLabel(3_600_000)).toBe('1h ago')
    expect(lastSeenLabel(26 * 3_600_000)).toBe('26h ago')
  })
  it('reads a moment in the future as now', () => {
    expect(lastSeenLabel(-5000)).toBe('0s ago')
  })
})

describe('presence', () => {
  const now = Date.parse('2026-11-23T12:00:45.000Z')
  it('reads both the topic ISO moments and PocketBase dates', () => {
    expect(momentMs('2026-11-23T12:00:00.000Z')).toBe(Date.parse('2026-11-23T12:00:00.000Z'))
    expect(momentMs('2026-11-23 12:00:00.000Z')).toBe(Date.parse('2026-11-23T12:00:00.000Z'))
    expect(momentMs('soon')).toBeNaN()
  })
  it('keeps a visitor for 45 seconds after the last beat', () => {
    expect(isPresent('2026-11-23T12:00:00.001Z', now)).toBe(true)
    expect(isPresent('2026-11-23 12:00:00.000Z', now)).toBe(false)
    expect(isPresent('', now)).toBe(false)
  })
})

describe('visitor numbers', () => {
  it('pads to 11 digits after "#"', () => {
    expect(formatVisitorNumber(42)).toBe('#00000000042')
    expect(formatVisitorNumber(12345678901)).toBe('#12345678901')
  })
  it('names number 0 the Master Creator', () => {
    expect(formatVisitorNumber(0)).toBe('Master Creator')
    expect(formatVisitorId('#00000000000')).toBe('Master Creator')
    expect(formatVisitorId('#00000000007')).toBe('#00000000007')
  })
})

describe('exportFileName', () => {
  it('names the file by the UTC day', () => {
    expect(exportFileName(new Date('2026-11-23T23:59:00Z'))).toBe('analytics-2026-11-23.csv')
  })
})

describe('topEventCounts', () => {
  it('keeps the five largest, largest first, ties by name, no zeros', () => {
    const counts = [
      { name: 'b', count: 3 },
      { name: 'a', count: 3 },
      { name: 'c', count: 9 },
      { name: 'd', count: 0 },
      { name: 'e', count: 1 },
      { name: 'f', count: 2 },
      { name: 'g', count: 1 },
    ]
    expect(topEventCounts(counts).map(({ name }) => name)).toEqual(['c', 'a', 'b', 'f', 'e'])
  })
})

describe('eventLabel', () => {
  it('reads built-in names and leaves custom ones', () => {
    expect(eventLabel('page_view')).toBe('Page view')
    expect(eventLabel('quote_started')).toBe('quote_started')
  })
})
