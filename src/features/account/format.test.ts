import { describe, expect, it } from 'vitest'
import { formatDate, formatDimensions, formatWeight } from './format'

describe('quote formatting', () => {
  it('formats dates, dimensions and weights for reading', () => {
    expect(formatDate('2025-01-05 14:30:00.000Z')).toBe('Jan 5, 2025')
    expect(formatDate('')).toBe('')
    expect(formatDimensions({ length: 42.5, width: 12, height: 11.5 })).toBe('42.5 × 12 × 11.5 ft')
    expect(formatWeight(95000)).toBe('95,000 lb')
    expect(formatWeight(0)).toBe('')
  })
})
