import { describe, expect, it } from 'vitest'
import { formatDateTime, formatLoad, formatQuoteDimensions } from './quote-format'

describe('quote formats', () => {
  it('show the moment a quote came in where the reader is', () => {
    expect(formatDateTime('2025-01-05 20:30:00.000Z', 'America/Chicago')).toBe('Jan 5, 2025, 2:30 PM')
    expect(formatDateTime('')).toBe('')
  })

  it('show dimensions only when some were given', () => {
    expect(formatQuoteDimensions({ length: 60.5, width: 12, height: 11 })).toBe('60.5 × 12 × 11 ft')
    expect(formatQuoteDimensions({ length: 0, width: 0, height: 0 })).toBe('')
  })

  it('show the weight and the load class, each only when known', () => {
    expect(formatLoad({ weight_lb: 95000, load_class: 'heavy_haul' })).toBe('95,000 lb · Heavy haul')
    expect(formatLoad({ weight_lb: 0, load_class: 'oversize' })).toBe('Oversize load')
    expect(formatLoad({ weight_lb: 0, load_class: '' })).toBe('')
  })
})
