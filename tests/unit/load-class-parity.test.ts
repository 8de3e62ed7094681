// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { LOAD_CLASS_LABELS } from '../../src/features/quotes/load-guide'
import { classifyLoad, type LoadClass, type LoadMeasurements } from '../../src/features/quotes/load-class'

interface ServerLoadClass {
  classifyLoad(load: LoadMeasurements): LoadClass
  LOAD_CLASS_LABELS: Record<LoadClass, string>
}

// The server's copy, as PocketBase runs it (pb_hooks/lib/load-class.js, CommonJS).
const server = createRequire(import.meta.url)('../../pb_hooks/lib/load-class.js') as ServerLoadClass

const atLegalSize = { lengthFt: 53, widthFt: 8.5, heightFt: 13.5 }

const cases: [LoadMeasurements, LoadClass][] = [
  [{}, 'legal'],
  [{ lengthFt: 0, widthFt: 0, heightFt: 0, weightLb: 0 }, 'legal'],
  [{ ...atLegalSize, weightLb: 80_000 }, 'legal'],
  [{ ...atLegalSize, widthFt: 8.6 }, 'oversize'],
  [{ ...atLegalSize, heightFt: 13.6 }, 'oversize'],
  [{ ...atLegalSize, lengthFt: 53.1 }, 'oversize'],
  [{ widthFt: 16, weightLb: 80_000 }, 'oversize'],
  [{ weightLb: 80_001 }, 'heavy_haul'],
  [{ ...atLegalSize, widthFt: 14, weightLb: 124_999 }, 'heavy_haul'],
  [{ weightLb: 125_000 }, 'super_heavy'],
  [{ weightLb: 200_000 }, 'super_heavy'],
  [{ weightLb: 200_001 }, 'ultra_heavy'],
  [{ weightLb: 300_000 }, 'ultra_heavy'],
  [{ weightLb: 300_001 }, 'over_maximum'],
  [{ lengthFt: 120, widthFt: 20, heightFt: 18, weightLb: 450_000 }, 'over_maximum'],
]

describe('load classification on the server and in the browser', () => {
  it.each(cases)('%o is %s on both sides', (load, expected) => {
    expect(server.classifyLoad(load)).toBe(expected)
    expect(classifyLoad(load)).toBe(expected)
  })

  it('agrees on a grid of sizes and weights around every limit', () => {
    const widths = [undefined, 0, 8, 8.5, 8.6, 12]
    const heights = [undefined, 13.5, 13.6]
    const lengths = [undefined, 53, 53.1]
    const weights = [undefined, 0, 80_000, 80_001, 124_999, 125_000, 200_000, 200_001, 300_000, 300_001]
    for (const widthFt of widths)
      for (const heightFt of heights)
        for (const lengthFt of lengths)
          for (const weightLb of weights) {
            const load = { widthFt, heightFt, lengthFt, weightLb }
            expect(server.classifyLoad(load), JSON.stringify(load)).toBe(classifyLoad(load))
          }
  })

  it('names each class the same way', () => {
    expect(server.LOAD_CLASS_LABELS).toEqual(LOAD_CLASS_LABELS)
  })
})
