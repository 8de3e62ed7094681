import { describe, expect, it } from 'vitest'
import { placeholderImage } from '../../components/lazy-image-sources'
import { capacityText, tabLabel, toFleetView } from './fleet-view'

describe('capacityText', () => {
  it.each([
    [undefined, 'Steerable axles configuration'],
    [null, 'Steerable axles configuration'],
    [0, 'Steerable axles configuration'],
    [24, "Able to get up to 24' in the well with steerable axles"],
    [60, "Able to get up to 60' in the well with steerable axles"],
    [60.5, "Self supporting 60.5' with steerable axles"],
    [99, "Self supporting 99' with steerable axles"],
    [100, "Self supporting 100'+ with steerable axles"],
    [165, "Self supporting 165'+ with steerable axles"],
  ])('length %s reads "%s"', (length, text) => {
    expect(capacityText(length)).toBe(text)
  })
})

describe('toFleetView', () => {
  it('keeps the record id and fills the defaults', () => {
    expect(toFleetView({ id: 'dd9', name: '9-Axle Double Drop', axle_count: 9 })).toEqual({
      id: 'dd9',
      name: '9-Axle Double Drop',
      description: '',
      capacity: 'Steerable axles configuration',
      image: placeholderImage,
      axleCount: 9,
      length: 0,
    })
  })

  it('keeps the description, length and image it is given', () => {
    const image = { src: '/a-600.jpg', srcSet: '/a-600.jpg 600w', fullSize: '/a-1600.jpg' }
    const view = toFleetView({ id: 'st13', name: 'Stretch', axle_count: 13, description: 'Extends to 120 ft.', length: 120 }, image)
    expect(view).toMatchObject({ id: 'st13', description: 'Extends to 120 ft.', length: 120, image })
    expect(view.capacity).toBe("Self supporting 120'+ with steerable axles")
  })
})

describe('tabLabel', () => {
  const fleet = [
    toFleetView({ id: 'a', name: 'Lowboy A', axle_count: 5 }),
    toFleetView({ id: 'b', name: '5-Axle Lowboy B', axle_count: 5 }),
    toFleetView({ id: 'c', name: 'RGN', axle_count: 7 }),
  ]

  it('names a tab by its axle count, and adds the name where two vehicles share the count', () => {
    expect(fleet.map((view) => tabLabel(view, fleet))).toEqual(['5-Axle Lowboy A', '5-Axle Lowboy B', '7-Axle'])
  })
})
