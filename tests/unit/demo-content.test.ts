import { describe, expect, it } from 'vitest'
import { DEMO_FLEET, DEMO_GALLERY } from '../../scripts/lib/demo-data.mjs'
import { FLEET_STATUSES, GALLERY_CATEGORIES, collections } from '../../src/lib/collections'

const ASSETS_PREFIX = '../../scripts/demo-assets/'
const committedPictures = Object.keys(import.meta.glob('../../scripts/demo-assets/**/*.jpg')).map((file) =>
  file.slice(ASSETS_PREFIX.length),
)
const availableFleet = DEMO_FLEET.filter((vehicle) => vehicle.status === 'available')

/** The wording cases of the public fleet page's capacity text (public spec, section 9). */
function capacityCase(length: number | undefined) {
  if (!length) return 'no length'
  if (length <= 60) return 'in the well'
  return length >= 100 ? 'self supporting, with a plus sign' : 'self supporting'
}

function expectOnlyFieldsOf(collection: keyof typeof collections, items: readonly object[], extraFields: string[] = []) {
  const fields = [...Object.keys(collections[collection]), ...extraFields]
  for (const item of items) expect(fields).toEqual(expect.arrayContaining(Object.keys(item)))
}

describe('demo fleet', () => {
  it('offers the eight configurations the fleet page promises, one per axle count', () => {
    expect(availableFleet).toHaveLength(8)
    expect(new Set(availableFleet.map((vehicle) => vehicle.axle_count)).size).toBe(8)
  })

  it('reaches the promised 19 axles and 300,000 lb', () => {
    expect(Math.max(...availableFleet.map((vehicle) => vehicle.axle_count))).toBe(19)
    const heaviestTons = Math.max(...availableFleet.map((vehicle) => vehicle.max_weight_capacity))
    expect(heaviestTons * 2000).toBe(300_000)
  })

  it('lists the configurations in increasing axle order', () => {
    const axles = availableFleet.map((vehicle) => vehicle.axle_count)
    expect(axles).toEqual([...axles].sort((a, b) => a - b))
  })

  it('covers every capacity-text case, including the 60-foot boundary', () => {
    const cases = new Set(availableFleet.map((vehicle) => capacityCase(vehicle.length)))
    expect([...cases].sort()).toEqual(['in the well', 'no length', 'self supporting', 'self supporting, with a plus sign'])
    expect(availableFleet.some((vehicle) => vehicle.length === 60)).toBe(true)
  })

  it('includes vehicles the public must never see', () => {
    const hidden = DEMO_FLEET.filter((vehicle) => vehicle.status !== 'available').map((vehicle) => vehicle.status)
    expect(hidden.sort()).toEqual(['in_use', 'maintenance'])
  })

  it('uses only fields and statuses of the fleet collection, and the plate and VIN of fleet_private', () => {
    expectOnlyFieldsOf('fleet', DEMO_FLEET, ['license_plate', 'vin'])
    for (const vehicle of DEMO_FLEET) {
      expect(FLEET_STATUSES).toContain(vehicle.status)
      expect(vehicle.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(vehicle.description?.length).toBeGreaterThan(20)
    }
  })
})

describe('demo gallery', () => {
  it('has at least ten pictures in display order 1..n', () => {
    expect(DEMO_GALLERY.length).toBeGreaterThanOrEqual(10)
    expect(DEMO_GALLERY.map((image) => image.display_order)).toEqual(DEMO_GALLERY.map((_, index) => index + 1))
  })

  it('has exactly one Load of the Month, and it is not the first picture', () => {
    const loadsOfTheMonth = DEMO_GALLERY.filter((image) => image.is_load_of_the_month)
    expect(loadsOfTheMonth).toHaveLength(1)
    expect(loadsOfTheMonth[0]?.display_order).not.toBe(1)
  })

  it('leaves some alt texts and descriptions empty so the fallbacks are exercised', () => {
    expect(DEMO_GALLERY.filter((image) => !image.alt_text).length).toBeGreaterThanOrEqual(1)
    expect(DEMO_GALLERY.filter((image) => !image.description).length).toBeGreaterThanOrEqual(1)
    expect(DEMO_GALLERY.filter((image) => image.alt_text).length).toBeGreaterThan(DEMO_GALLERY.length / 2)
  })

  it('uses only fields and categories of the gallery collection', () => {
    expectOnlyFieldsOf('gallery_images', DEMO_GALLERY)
    for (const image of DEMO_GALLERY) expect(GALLERY_CATEGORIES).toContain(image.category)
  })
})

describe('demo pictures', () => {
  const referenced = [...DEMO_FLEET, ...DEMO_GALLERY].map((item) => item.image)

  it('exist for every fleet vehicle and gallery image, each used once', () => {
    expect(committedPictures).toEqual(expect.arrayContaining(referenced))
    expect(new Set(referenced).size).toBe(referenced.length)
  })

  it('are all in use', () => {
    expect([...committedPictures].sort()).toEqual([...referenced].sort())
  })
})
