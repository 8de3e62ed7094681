import * as v from 'valibot'
import postalCodes from '../../../server/postal_codes.json'
import type { NumberValue } from './fields/number-field'

/** Generic messages for rules the spec leaves without wording. */
export const REQUIRED = 'Required'
export const INVALID_EMAIL = 'Invalid email'

const atMost = (max: number) => v.maxLength<string, number, string>(max, `Must be at most ${max} characters`)

export const requiredText = (max: number, message = REQUIRED) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), atMost(max))

export const optionalText = (max: number) => v.pipe(v.string(), v.trim(), atMost(max))

export const INVALID_PHONE = 'Please enter a valid phone number'
/** A phone number with its area code is at least this long (public-site.md §5; the server's rule too). */
export const PHONE_MIN_LENGTH = 10

/**
 * Whether `phone` can be dialled: at least 10 characters and 10 digits (the area code), and
 * nothing but digits, spaces and + ( ) - . / or an extension. `isPhoneNumber('(937) 555-0100')`.
 */
export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return phone.length >= PHONE_MIN_LENGTH && digits >= 10 && /^[\d\s+().\-/]+((x|ext\.?)\s*\d+)?$/i.test(phone)
}

/** A phone number to call back on, with its area code. */
export const requiredPhone = () => v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.check(isPhoneNumber, INVALID_PHONE), atMost(40))

/** A phone number that may be left out; when given, it must be one, as a required one must. */
export const optionalPhone = () => v.pipe(v.string(), v.trim(), v.check((phone) => phone === '' || isPhoneNumber(phone), INVALID_PHONE), atMost(40))

// The server checks the same pattern (server/postal_codes.go reads the same file).
const POSTAL_CODE = new RegExp(postalCodes.pattern)

/** A US ZIP code (12345, 12345-6789) or a Canadian postal code (A1A 1A1, any case, the space optional), or nothing. */
export const optionalPostalCode = () =>
  v.pipe(v.string(), v.trim(), atMost(20), v.check((code) => code === '' || POSTAL_CODE.test(code), postalCodes.message))

export const emailAddress = (message = INVALID_EMAIL) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.email(message), atMost(254))

// Not `v.number()`, which refuses NaN with a type error: NaN is text typed that is no number
// (a field that keeps what is typed), which the visitor is told in words.
const numberOrEmpty = v.custom<NumberValue>((value) => typeof value === 'number' || value === '', 'Enter a number')

interface NumberBounds {
  /** Exclusive lower bound; values must be greater. */
  above: number
  max: number
  unit: string
  /** Most digits after the point; any number of them unless told. */
  decimals?: number
  /** A number as it may be typed, for the message when the text is none: '12.5' unless told. */
  example?: string
}

const isGiven = (value: NumberValue): value is number => value !== '' && !Number.isNaN(value)

const isReadable = ({ example = '12.5' }: NumberBounds) =>
  v.check<NumberValue, string>((value) => !Number.isNaN(value), `Enter a number, e.g. ${example}`)

// The message is written when a value is out of bounds: formatting a number the first time
// loads the locale's data, a long task on a slow phone if every form schema did it as it loads.
const inBounds = ({ above, max, unit }: NumberBounds) =>
  v.check<NumberValue, () => string>(
    (value) => !isGiven(value) || (value > above && value <= max),
    () => `Must be more than ${above} and at most ${max.toLocaleString('en-US')} ${unit}`,
  )

/** Whether `value` has at most `decimals` digits after the point: `hasAtMostDecimals(99.9, 1)`. */
export const hasAtMostDecimals = (value: number, decimals: number) => Number(value.toFixed(decimals)) === value

const inSteps = ({ decimals }: NumberBounds) =>
  v.check<NumberValue, string>(
    (value) => decimals === undefined || !isGiven(value) || hasAtMostDecimals(value, decimals),
    decimals === 0 ? 'Enter a whole number' : `Round to ${decimals} decimal place${decimals === 1 ? '' : 's'}`,
  )

/** A number the visitor must give; NaN (text that is no number) is named as such, e.g. `requiredNumber({ above: 0, max: 500, unit: 'ft', decimals: 1 })`. */
export const requiredNumber = (bounds: NumberBounds) =>
  v.pipe(numberOrEmpty, v.check((value) => value !== '', REQUIRED), isReadable(bounds), inBounds(bounds), inSteps(bounds))

export const optionalNumber = (bounds: NumberBounds) => v.pipe(numberOrEmpty, isReadable(bounds), inBounds(bounds), inSteps(bounds))

/** Today as the date input writes it (YYYY-MM-DD), in the visitor's time zone. */
export function todayIsoDate(now = new Date()): string {
  const offsetMs = now.getTimezoneOffset() * 60_000
  return new Date(now.getTime() - offsetMs).toISOString().slice(0, 10)
}

/** An optional date from a date input, today or later. */
export const optionalFutureDate = (message: string) =>
  v.pipe(
    v.string(),
    v.check((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a date'),
    v.check((value) => value === '' || value >= todayIsoDate(), message),
  )

/**
 * A date input's value as a PocketBase date. Noon UTC falls on the same calendar day in every
 * US time zone, so the day reads the same wherever it is shown.
 */
export const toRecordDate = (isoDate: string) => (isoDate ? `${isoDate} 12:00:00.000Z` : '')

/** A number input's value as a record number; empty becomes 0, as the spec says. */
export const toRecordNumber = (value: NumberValue) => (value === '' ? 0 : value)
