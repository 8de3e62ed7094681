import { describe, expect, it } from 'vitest'
import { classifyLoad, oversizeDimensions } from './load-class'

const legalSize = { lengthFt: 48, widthFt: 8.5, heightFt: 13.5 }

describe('classifyLoad', () => {
  it.each([
    [{ ...legalSize, weightLb: 80_000 }, 'legal'],
    [{}, 'legal'],
    [{ ...legalSize, widthFt: 8.6, weightLb: 40_000 }, 'oversize'],
    [{ ...legalSize, heightFt: 13.6 }, 'oversize'],
    [{ ...legalSize, lengthFt: 53.1 }, 'oversize'],
    [{ ...legalSize, weightLb: 80_001 }, 'heavy_haul'],
    [{ ...legalSize, widthFt: 14, weightLb: 124_999 }, 'heavy_haul'],
    [{ weightLb: 125_000 }, 'super_heavy'],
    [{ weightLb: 200_000 }, 'super_heavy'],
    [{ weightLb: 200_001 }, 'ultra_heavy'],
    [{ weightLb: 300_000 }, 'ultra_heavy'],
    [{ weightLb: 300_001 }, 'over_maximum'],
  ])('classifies %o as %s', (load, expected) => {
    expect(classifyLoad(load)).toBe(expected)
  })
})

describe('oversizeDimensions', () => {
  it('names each dimension over the legal limit', () => {
    expect(oversizeDimensions({ widthFt: 12, heightFt: 13.5, lengthFt: 60 })).toEqual(['width', 'length'])
    expect(oversizeDimensions(legalSize)).toEqual([])
  })
})
