import { describe, expect, it } from 'vitest'
import { capacityText, dimensionsText } from './vehicle-specs'

describe('vehicle specs', () => {
  it('shows a capacity in tons, nothing when not given', () => {
    expect(capacityText(40)).toBe('40 tons')
    expect(capacityText(1250.5)).toBe('1,250.5 tons')
    expect(capacityText(0)).toBe('')
  })

  it('shows the dimensions given, a dash for a missing one, nothing when none is given', () => {
    expect(dimensionsText({ length: 48, width: 8.5, height: 3.2 })).toBe('48 × 8.5 × 3.2 ft')
    expect(dimensionsText({ length: 48, width: 0, height: 0 })).toBe('48 × – × – ft')
    expect(dimensionsText({ length: 0, width: 0, height: 0 })).toBe('')
  })
})
