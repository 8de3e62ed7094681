import { describe, expect, it } from 'vitest'
import { emptyQuote, measurementsReader, type QuoteValues } from './quote-schema'

describe('measurementsReader', () => {
  it('gives the same measurements while the sizes stay the same, and new ones when one changes', () => {
    const read = measurementsReader()
    const first = read({ ...emptyQuote, length: 42.5 })

    const withName: QuoteValues = { ...emptyQuote, length: 42.5, customer_name: 'Dana' }
    expect(read(withName)).toBe(first)
    const taller = read({ ...emptyQuote, length: 42.5, height: 14 })
    expect(taller).not.toBe(first)
    expect(taller).toEqual({ lengthFt: 42.5, widthFt: undefined, heightFt: 14, weightLb: undefined })
  })

  it('treats a size still being corrected as not known, as before it was typed', () => {
    const read = measurementsReader()
    const blank = read(emptyQuote)
    expect(read({ ...emptyQuote, width: -5 })).toBe(blank)
  })
})
