import * as v from 'valibot'
import type { NumberValue } from '../../lib/form/fields/number-field'
import {
  emailAddress,
  optionalFutureDate,
  optionalNumber,
  optionalText,
  requiredNumber,
  requiredPhone,
  requiredText,
  toRecordDate,
  toRecordNumber,
} from '../../lib/form/schema-parts'
import { LONG_TEXT_MAX_LENGTH } from '../../lib/form/long-texts'
import type { FieldValue } from '../../lib/outbox/outbox-entry'
import { classifyLoad, type LoadMeasurements } from './load-class'

/** A quote request as typed; field names are the record's, so server errors land on them. */
export const quoteSchema = v.object({
  customer_name: requiredText(100),
  email: emailAddress(),
  phone: requiredPhone(),
  origin: requiredText(300),
  destination: requiredText(300),
  equipment: requiredText(100),
  // Tenths of a foot, as the fields step (public-site.md §5: step 0.1).
  length: requiredNumber({ above: 0, max: 500, unit: 'ft', decimals: 1 }),
  width: requiredNumber({ above: 0, max: 100, unit: 'ft', decimals: 1 }),
  height: requiredNumber({ above: 0, max: 100, unit: 'ft', decimals: 1 }),
  weight_lb: optionalNumber({ above: 0, max: 2_000_000, unit: 'lb', decimals: 0, example: '150,000' }),
  pickup_date: optionalFutureDate('Pickup date cannot be in the past'),
  notes: optionalText(LONG_TEXT_MAX_LENGTH.quotes.notes),
})

export type QuoteValues = v.InferInput<typeof quoteSchema>

export const emptyQuote: QuoteValues = {
  customer_name: '',
  email: '',
  phone: '',
  origin: '',
  destination: '',
  equipment: '',
  length: '',
  width: '',
  height: '',
  weight_lb: '',
  pickup_date: '',
  notes: '',
}

/** Who is asking, where the site already knows it (a signed-in user). */
export interface QuoteContact {
  name: string
  email: string
  phone: string
}

/** A blank quote request, with the asker's contact details filled in when they are known. */
export function quoteDefaults(contact?: QuoteContact): QuoteValues {
  if (!contact) return emptyQuote
  return { ...emptyQuote, customer_name: contact.name, email: contact.email, phone: contact.phone }
}

// A size still being corrected ("-5", "1e2") tells nothing about the load yet.
const known = (value: NumberValue) => (value !== '' && value > 0 ? value : undefined)

export function measurementsOf(values: Pick<QuoteValues, 'length' | 'width' | 'height' | 'weight_lb'>): LoadMeasurements {
  return { lengthFt: known(values.length), widthFt: known(values.width), heightFt: known(values.height), weightLb: known(values.weight_lb) }
}

const MEASUREMENT_KEYS = ['lengthFt', 'widthFt', 'heightFt', 'weightLb'] as const satisfies readonly (keyof LoadMeasurements)[]

/**
 * `measurementsOf` for the form's subscriptions, which compare what they select by identity: the
 * same object while the four sizes stay the same, so filling in the other fields (and the form
 * settling as its fields mount) does not draw the load class estimate again.
 */
export function measurementsReader(): (values: Pick<QuoteValues, 'length' | 'width' | 'height' | 'weight_lb'>) => LoadMeasurements {
  let last: LoadMeasurements | undefined
  return (values) => {
    const next = measurementsOf(values)
    if (!last || MEASUREMENT_KEYS.some((key) => last?.[key] !== next[key])) last = next
    return last
  }
}

/** The record fields of a quote request, with its load class. */
export function quoteRecordFields(values: QuoteValues): Record<string, FieldValue> {
  return {
    customer_name: values.customer_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    origin: values.origin.trim(),
    destination: values.destination.trim(),
    equipment: values.equipment.trim(),
    length: toRecordNumber(values.length),
    width: toRecordNumber(values.width),
    height: toRecordNumber(values.height),
    weight_lb: toRecordNumber(values.weight_lb),
    pickup_date: toRecordDate(values.pickup_date),
    // The spec stores an empty note as null.
    notes: values.notes.trim() || null,
    load_class: classifyLoad(measurementsOf(values)),
  }
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '')
const numberOrEmpty = (value: FieldValue | undefined): NumberValue => (typeof value === 'number' && value > 0 ? value : '')

/** The form values back from record fields kept in the outbox, to correct and send again. */
export function quoteValuesFrom(fields: Record<string, FieldValue>): QuoteValues {
  return {
    customer_name: text(fields.customer_name),
    email: text(fields.email),
    phone: text(fields.phone),
    origin: text(fields.origin),
    destination: text(fields.destination),
    equipment: text(fields.equipment),
    length: numberOrEmpty(fields.length),
    width: numberOrEmpty(fields.width),
    height: numberOrEmpty(fields.height),
    weight_lb: numberOrEmpty(fields.weight_lb),
    pickup_date: text(fields.pickup_date).slice(0, 10),
    notes: text(fields.notes),
  }
}
