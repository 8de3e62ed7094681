import * as v from 'valibot'
import { SERVER_IMAGE_TYPES } from '../../../components/admin/image-upload-field'
import type { NumberValue } from '../../../lib/form/fields/number-field'
import { REQUIRED } from '../../../lib/form/schema-parts'
import type { FleetRecord } from '../../../lib/record-types'
import type { FleetStatus } from './fleet-statuses'
import type { FleetVehicle } from './fleet-vehicle'

// The server's rules (pb_migrations fleet, pb_hooks/lib/fleet-rules.js) in its own words.
export const FIRST_YEAR = 1900
export const MAX_AXLES = 19
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024
const LIMITS = { name: 100, description: 2000, license_plate: 20, vin: 17 } as const

export interface VehicleFormValues {
  name: string
  description: string
  axle_count: NumberValue
  max_weight_capacity: NumberValue
  length: NumberValue
  width: NumberValue
  height: NumberValue
  status: FleetStatus
  year_manufactured: NumberValue
  license_plate: string
  vin: string
  /** A photo sent with a new vehicle; an existing one gets its photo through its own upload. */
  image: File | null
}

type NumberCheck = (value: number) => boolean
const whenGiven = (test: NumberCheck, message: string) =>
  v.check<NumberValue, string>((value) => value === '' || test(value), message)
const numberOrEmpty = v.union([v.number(), v.literal('')])

/** Whole multiples of 10^-decimals, forgiving binary rounding (as the server is). */
export function isOnStep(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

const measure = (decimals: 1 | 2) =>
  v.pipe(
    numberOrEmpty,
    whenGiven((value) => value >= 0, 'Cannot be negative'),
    whenGiven(
      (value) => isOnStep(value, decimals),
      decimals === 2 ? 'Use at most 2 decimals (steps of 0.01)' : 'Use at most 1 decimal (steps of 0.1)',
    ),
  )

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`))

const isImageFile = (file: File) => SERVER_IMAGE_TYPES.includes(file.type)

/** The add/edit form's rules (spec §5): the same the server answers with, so both read alike. */
export const vehicleSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(LIMITS.name, `Must be at most ${LIMITS.name} characters`)),
  description: text(LIMITS.description),
  axle_count: v.pipe(
    numberOrEmpty,
    v.check((value) => value !== '', REQUIRED),
    whenGiven(Number.isInteger, 'Must be a whole number'),
    whenGiven((value) => value >= 1, 'Must be at least 1'),
    whenGiven((value) => value <= MAX_AXLES, `Must be at most ${MAX_AXLES}`),
  ),
  max_weight_capacity: measure(2),
  length: measure(1),
  width: measure(1),
  height: measure(1),
  status: v.picklist(['available', 'in_use', 'maintenance', 'retired'], REQUIRED),
  year_manufactured: v.pipe(
    numberOrEmpty,
    whenGiven(Number.isInteger, 'Must be a whole number'),
    v.check(
      (value) => value === '' || (value >= FIRST_YEAR && value <= new Date().getFullYear()),
      () => `Enter a year from ${FIRST_YEAR} to ${new Date().getFullYear()}`,
    ),
  ),
  license_plate: text(LIMITS.license_plate),
  vin: text(LIMITS.vin),
  image: v.nullable(
    v.pipe(
      v.file(),
      v.check(isImageFile, 'Only image files: JPG, PNG, GIF, WEBP'),
      v.check((file) => file.size <= MAX_IMAGE_BYTES, 'Each image must be 25 MB or smaller'),
    ),
  ),
})

// PocketBase stores an empty number as 0: a 0 on file is a field left empty.
const numberValue = (value: number): NumberValue => (value === 0 ? '' : value)

export const emptyVehicle: VehicleFormValues = {
  name: '',
  description: '',
  axle_count: '',
  max_weight_capacity: '',
  length: '',
  width: '',
  height: '',
  status: 'available',
  year_manufactured: '',
  license_plate: '',
  vin: '',
  image: null,
}

/** A stored vehicle as the form shows it. */
export function vehicleFormValues(vehicle: FleetVehicle): VehicleFormValues {
  const stored: FleetRecord = vehicle
  const { license_plate = '', vin = '' } = vehicle.expand?.fleet_private_via_fleet ?? {}
  return {
    name: stored.name,
    description: stored.description,
    axle_count: numberValue(stored.axle_count),
    max_weight_capacity: numberValue(stored.max_weight_capacity),
    length: numberValue(stored.length),
    width: numberValue(stored.width),
    height: numberValue(stored.height),
    status: stored.status || 'available',
    year_manufactured: numberValue(stored.year_manufactured),
    license_plate,
    vin,
    image: null,
  }
}

/**
 * The multipart body of a save: every field, an empty one sent empty (the server stores it
 * empty), plate and VIN with the vehicle (saved with it in one transaction), the new photo if any.
 */
export function vehicleFormData(values: VehicleFormValues): FormData {
  const body = new FormData()
  const { image, ...fields } = values
  for (const [name, value] of Object.entries(fields)) {
    body.set(name, typeof value === 'string' ? value.trim() : String(value))
  }
  if (image) body.set('image', image)
  return body
}
