import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { FleetVehicle } from './fleet-vehicle'
import { emptyVehicle, isOnStep, vehicleFormData, vehicleFormValues, vehicleSchema, type VehicleFormValues } from './vehicle-form-schema'

const valid: VehicleFormValues = { ...emptyVehicle, name: '9-Axle Double Drop', axle_count: 9 }

/** The first message for each field in error. */
function errorsOf(values: Partial<VehicleFormValues>): Record<string, string> {
  const result = v.safeParse(vehicleSchema, { ...valid, ...values })
  const errors: Record<string, string> = {}
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? ''
    errors[key] ??= issue.message
  }
  return errors
}

const thisYear = new Date().getFullYear()

describe('vehicleSchema', () => {
  it('takes a vehicle with only a name and an axle count', () => {
    expect(errorsOf({})).toEqual({})
  })

  it('requires the name and the axle count', () => {
    expect(errorsOf({ name: '  ', axle_count: '' })).toEqual({ name: 'Required', axle_count: 'Required' })
  })

  it('wants a whole axle count of at least 1 and at most 19', () => {
    expect(errorsOf({ axle_count: 0 }).axle_count).toBe('Must be at least 1')
    expect(errorsOf({ axle_count: 2.5 }).axle_count).toBe('Must be a whole number')
    expect(errorsOf({ axle_count: 20 }).axle_count).toBe('Must be at most 19')
    expect(errorsOf({ axle_count: 1 })).toEqual({})
  })

  it('takes weight in steps of 0.01 and dimensions in steps of 0.1', () => {
    expect(errorsOf({ max_weight_capacity: 40.25, length: 48.5, width: 8.5, height: 3.1 })).toEqual({})
    expect(errorsOf({ max_weight_capacity: 40.255 }).max_weight_capacity).toBe('Use at most 2 decimals (steps of 0.01)')
    expect(errorsOf({ length: 48.55 }).length).toBe('Use at most 1 decimal (steps of 0.1)')
    expect(errorsOf({ height: -1 }).height).toBe('Cannot be negative')
  })

  it('wants a year from 1900 to this year', () => {
    expect(errorsOf({ year_manufactured: 1800 }).year_manufactured).toBe(`Enter a year from 1900 to ${thisYear}`)
    expect(errorsOf({ year_manufactured: thisYear + 1 }).year_manufactured).toBe(`Enter a year from 1900 to ${thisYear}`)
    expect(errorsOf({ year_manufactured: 1900 })).toEqual({})
    expect(errorsOf({ year_manufactured: thisYear })).toEqual({})
  })

  it('takes image files only', () => {
    const photo = new File(['x'], 'truck.jpg', { type: 'image/jpeg' })
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' })
    expect(errorsOf({ image: photo })).toEqual({})
    expect(errorsOf({ image: text }).image).toBe('Only image files: JPG, PNG, GIF, WEBP')
  })

  it('keeps plate and VIN within their lengths', () => {
    expect(errorsOf({ license_plate: 'X'.repeat(21), vin: 'V'.repeat(18) })).toEqual({
      license_plate: 'Must be at most 20 characters',
      vin: 'Must be at most 17 characters',
    })
  })
})

describe('isOnStep', () => {
  it('forgives binary rounding', () => {
    expect(isOnStep(0.1 + 0.2, 1)).toBe(true)
    expect(isOnStep(40.07, 2)).toBe(true)
    expect(isOnStep(40.071, 2)).toBe(false)
  })
})

describe('vehicle values', () => {
  it('shows a stored 0 as an empty field and the plate and VIN of the admin-only record', () => {
    const stored = {
      id: 'abc',
      name: 'Lowboy',
      description: '',
      axle_count: 5,
      max_weight_capacity: 0,
      length: 24,
      width: 0,
      height: 0,
      status: 'in_use',
      year_manufactured: 0,
      image: '',
      expand: { fleet_private_via_fleet: { license_plate: 'OH 123', vin: '1XKDD49X' } },
    } as unknown as FleetVehicle
    expect(vehicleFormValues(stored)).toMatchObject({
      axle_count: 5,
      max_weight_capacity: '',
      length: 24,
      year_manufactured: '',
      status: 'in_use',
      license_plate: 'OH 123',
      vin: '1XKDD49X',
      image: null,
    })
  })

  it('sends empty optional fields empty, text trimmed, and the photo only when chosen', () => {
    const body = vehicleFormData({ ...valid, name: ' Lowboy ', length: 24.5, license_plate: ' OH 123 ' })
    expect(body.get('name')).toBe('Lowboy')
    expect(body.get('axle_count')).toBe('9')
    expect(body.get('length')).toBe('24.5')
    expect(body.get('width')).toBe('')
    expect(body.get('year_manufactured')).toBe('')
    expect(body.get('license_plate')).toBe('OH 123')
    expect(body.get('vin')).toBe('')
    expect(body.has('image')).toBe(false)

    const photo = new File(['x'], 'truck.png', { type: 'image/png' })
    expect(vehicleFormData({ ...valid, image: photo }).get('image')).toBeInstanceOf(File)
  })
})
