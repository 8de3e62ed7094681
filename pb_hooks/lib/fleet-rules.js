/// <reference path="../../pb_data/types.d.ts" />

// The fleet form's rules beyond the schema's limits (spec signed-in-and-back-office.md §5):
// weight in steps of 0.01 t, dimensions in steps of 0.1 ft, a year from 1900 to this year.
// Plate and VIN live in fleet_private; an admin may send them with the vehicle.

const STEPS = {
  max_weight_capacity: { decimals: 2, message: 'Use at most 2 decimals (steps of 0.01)' },
  length: { decimals: 1, message: 'Use at most 1 decimal (steps of 0.1)' },
  width: { decimals: 1, message: 'Use at most 1 decimal (steps of 0.1)' },
  height: { decimals: 1, message: 'Use at most 1 decimal (steps of 0.1)' },
}
const FIRST_YEAR = 1900
const PRIVATE_FIELDS = { license_plate: 20, vin: 17 }

function isOnStep(value, decimals) {
  const scaled = value * Math.pow(10, decimals)
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

function yearError(year) {
  const thisYear = new Date().getUTCFullYear()
  if (year === 0 || (year >= FIRST_YEAR && year <= thisYear)) return null
  return { code: 'validation_year', message: `Enter a year from ${FIRST_YEAR} to ${thisYear}` }
}

/** Plate and VIN as submitted with the vehicle: `{ license_plate?: string, vin?: string }`. */
function submittedPrivateFields(body) {
  const { submitted } = require(`${__hooks}/lib/content-rules.js`)
  const values = {}
  for (const name in PRIVATE_FIELDS) {
    const value = submitted(body, name)
    if (value !== undefined) values[name] = value === null ? '' : String(value).trim()
  }
  return values
}

function privateFieldErrors(body) {
  const values = submittedPrivateFields(body)
  const errors = {}
  for (const name in values) {
    const max = PRIVATE_FIELDS[name]
    if (Array.from(values[name]).length > max) {
      errors[name] = { code: 'validation_max', message: `Must be at most ${max} characters` }
    }
  }
  return errors
}

/** Field errors of a vehicle beyond the generic ones (see content-rules.js). */
function fleetExtraErrors(record, body) {
  const errors = privateFieldErrors(body)
  for (const name in STEPS) {
    if (!isOnStep(record.getFloat(name), STEPS[name].decimals)) {
      errors[name] = { code: 'validation_step', message: STEPS[name].message }
    }
  }
  const year = yearError(record.getFloat('year_manufactured'))
  if (year) errors.year_manufactured = year
  return errors
}

module.exports = { fleetExtraErrors, submittedPrivateFields }
