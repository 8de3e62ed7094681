import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FleetRecord } from '../../src/lib/record-types'
import { acceptedUploads, refusedUploads, withImage } from './image-files'
import { admin, fieldErrorsOf, fleetInput, statusOf, superuser } from './helpers'

/** The fleet form's rules (spec signed-in-and-back-office.md §5), enforced by the server. */

const thisYear = new Date().getUTCFullYear()
let adminClient: PocketBase

beforeAll(async () => {
  adminClient = await admin()
})

const create = (overrides: Record<string, unknown>) => adminClient.collection('fleet').create(fleetInput(overrides))

describe('a vehicle is refused with a 400 and an error on the field', () => {
  it.each([
    ['no name', { name: undefined }, 'name', 'validation_required'],
    ['a blank name', { name: '   ' }, 'name', 'validation_required'],
    ['no axle count', { axle_count: undefined }, 'axle_count', 'validation_required'],
    ['an empty axle count', { axle_count: '' }, 'axle_count', 'validation_required'],
    ['zero axles', { axle_count: 0 }, 'axle_count', 'validation_required'],
    ['a negative axle count', { axle_count: -2 }, 'axle_count', 'validation_min'],
    ['a fractional axle count', { axle_count: 2.5 }, 'axle_count', 'validation_integer'],
    ['an axle count that is not a number', { axle_count: 'six' }, 'axle_count', 'validation_not_a_number'],
    ['a weight finer than 0.01', { max_weight_capacity: 40.125 }, 'max_weight_capacity', 'validation_step'],
    ['a weight that is not a number', { max_weight_capacity: 'heavy' }, 'max_weight_capacity', 'validation_not_a_number'],
    ['a negative weight', { max_weight_capacity: -1 }, 'max_weight_capacity', 'validation_min'],
    ['a length finer than 0.1', { length: 53.25 }, 'length', 'validation_step'],
    ['a width finer than 0.1', { width: 8.55 }, 'width', 'validation_step'],
    ['a height finer than 0.1', { height: 13.01 }, 'height', 'validation_step'],
    ['a year before 1900', { year_manufactured: 1899 }, 'year_manufactured', 'validation_year'],
    ['a year after this one', { year_manufactured: thisYear + 1 }, 'year_manufactured', 'validation_year'],
    ['a fractional year', { year_manufactured: 2019.5 }, 'year_manufactured', 'validation_integer'],
    ['an unknown status', { status: 'parked' }, 'status', 'validation_invalid_value'],
    ['no status', { status: '' }, 'status', 'validation_required'],
    ['a name over 100 characters', { name: 'N'.repeat(101) }, 'name', 'validation_max'],
    ['a plate over 20 characters', { license_plate: 'P'.repeat(21) }, 'license_plate', 'validation_max'],
    ['a VIN over 17 characters', { vin: 'V'.repeat(18) }, 'vin', 'validation_max'],
  ])('%s', async (_label, overrides, field, code) => {
    const errors = await fieldErrorsOf(create(overrides))
    expect(errors[field]).toMatchObject({ code, message: expect.any(String) })
    expect(Object.keys(errors)).toEqual([field])
  })

  it('naming every field in error in one answer', async () => {
    const errors = await fieldErrorsOf(create({ name: '', axle_count: 0.5, length: 1.23, year_manufactured: 1800 }))
    expect(Object.keys(errors).sort()).toEqual(['axle_count', 'length', 'name', 'year_manufactured'])
  })

  it('on update too, leaving the stored vehicle as it was', async () => {
    const vehicle = await create({})
    expect((await fieldErrorsOf(adminClient.collection('fleet').update(vehicle.id, { axle_count: 0 }))).axle_count).toBeDefined()
    expect((await fieldErrorsOf(adminClient.collection('fleet').update(vehicle.id, { height: 1.05 }))).height).toBeDefined()
    expect((await adminClient.collection('fleet').getOne(vehicle.id)).axle_count).toBe(13)
  })
})

describe('values on the rules are accepted', () => {
  it('steps of 0.01 t and 0.1 ft, one axle, 1900 and this year', async () => {
    for (const overrides of [
      { axle_count: 1, max_weight_capacity: 40.25, length: 53.5, width: 8.6, height: 13.7, year_manufactured: 1900 },
      { axle_count: '19', max_weight_capacity: '0.01', length: '0.1', year_manufactured: thisYear },
    ]) {
      expect(await statusOf(create(overrides)), JSON.stringify(overrides)).toBe(200)
    }
  })

  it('empty optional fields, saved empty', async () => {
    const empty = { description: '', max_weight_capacity: null, length: '', width: null, height: '', year_manufactured: null }
    const vehicle = await create({ ...empty, license_plate: '', vin: '' })
    const stored = await (await superuser()).collection('fleet').getOne<FleetRecord>(vehicle.id)
    expect(stored).toMatchObject({ description: '', max_weight_capacity: 0, length: 0, width: 0, height: 0, year_manufactured: 0, image: '' })
  })
})

describe('vehicle pictures', () => {
  it.each(refusedUploads)('refuse %s', async (_label, file, code) => {
    const errors = await fieldErrorsOf(adminClient.collection('fleet').create(withImage(fleetInput(), file())))
    expect(errors.image?.code).toBe(code)
  })

  it.each(acceptedUploads)('accept %s', async (_label, file) => {
    const created = await adminClient.collection('fleet').create<FleetRecord>(withImage(fleetInput(), file()))
    expect(created.image).not.toBe('')
  })

  it('refuse an impostor on update, keeping the stored picture', async () => {
    const [, png] = acceptedUploads[0]!
    const vehicle = await adminClient.collection('fleet').create<FleetRecord>(withImage(fleetInput(), png()))
    const [, gifAsHtml] = refusedUploads[0]!
    const form = new FormData()
    form.append('image', gifAsHtml())
    expect((await fieldErrorsOf(adminClient.collection('fleet').update(vehicle.id, form))).image).toBeDefined()
    expect((await adminClient.collection('fleet').getOne<FleetRecord>(vehicle.id)).image).toBe(vehicle.image)
  })
})
