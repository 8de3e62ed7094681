import { describe, expect, it } from 'vitest'
import { canReorder, defaultNewIndex, firstOpenIndex } from './load-edits'

const stop = (arrived_at = '') => ({ arrived_at })

describe('what dispatch may do with the stops', () => {
  it('puts nothing before a stop already arrived at', () => {
    expect(firstOpenIndex([stop(), stop()])).toBe(0)
    expect(firstOpenIndex([stop('2030-03-02 08:00:00.000Z'), stop()])).toBe(1)
  })

  it('adds a stop between pickup and delivery unless the road is past it', () => {
    expect(defaultNewIndex([stop(), stop()])).toBe(1)
    expect(defaultNewIndex([])).toBe(0)
    expect(defaultNewIndex([stop('x'), stop('y')])).toBe(2)
  })

  it('reorders only before the load is in transit', () => {
    expect(canReorder({ status: 'dispatched' })).toBe(true)
    expect(canReorder({ status: 'in_transit' })).toBe(false)
  })
})
