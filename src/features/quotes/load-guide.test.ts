import { describe, expect, it } from 'vitest'
import { describeLoad, LOAD_CLASS_LABELS } from './load-guide'

describe('describeLoad', () => {
  it('says a legal load needs nothing special', () => {
    expect(describeLoad({ lengthFt: 40, widthFt: 8, heightFt: 10, weightLb: 30_000 })).toMatchObject({
      loadClass: 'legal',
      label: 'Legal load',
      needs: [],
    })
  })

  it('lists permits and escorts for a wide, tall load', () => {
    const guide = describeLoad({ lengthFt: 40, widthFt: 14, heightFt: 15.5 })
    expect(guide.label).toBe('Oversize load')
    expect(guide.needs).toEqual(
      expect.arrayContaining([
        'Oversize permit for the width',
        'Pilot car escort for the width',
        'Height permit and a route checked for bridges and wires',
        'Height pole escort',
        'Book 3-5 business days ahead',
      ]),
    )
  })

  it('adds superload needs and the 2-3 week booking to an ultra heavy load, one escort plan only', () => {
    const guide = describeLoad({ weightLb: 250_000, widthFt: 12.5 })
    expect(guide.label).toBe('Ultra heavy')
    expect(guide.needs).toEqual([
      'Superload permits with a bridge engineering analysis',
      'Route survey and utility coordination',
      'Several escorts, sometimes police',
      'Oversize permit for the width',
      'Book 2-3 weeks ahead',
    ])
  })

  it('never lists escorts or route surveys twice, however many measurements call for them', () => {
    const guide = describeLoad({ weightLb: 150_000, widthFt: 17, lengthFt: 95 })
    expect(guide.needs.filter((need) => /escort/i.test(need) && !/height pole/i.test(need))).toEqual(['Pilot car escorts'])
    expect(guide.needs.filter((need) => /route survey/i.test(need))).toEqual(['Route survey before the move'])
    expect(new Set(guide.needs).size).toBe(guide.needs.length)
  })

  it('names every class in the same capitalisation', () => {
    for (const label of Object.values(LOAD_CLASS_LABELS)) expect(label).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/)
  })

  it('offers a call instead of a plan above the 300,000 lb maximum', () => {
    const guide = describeLoad({ weightLb: 350_000, widthFt: 20 })
    expect(guide.summary).toBe('Above our 300,000 lb maximum capacity.')
    expect(guide.needs).toEqual(['Dispatch will call you about options, such as splitting the load'])
  })
})
