import * as v from 'valibot'
import type { NumberValue } from '../../../lib/form/fields/number-field'
import { optionalNumber, optionalPhone, optionalText, requiredText, REQUIRED } from '../../../lib/form/schema-parts'
import type { QuoteRecord } from '../../../lib/record-types'

export interface StopValues {
  kind: 'pickup' | 'stop' | 'delivery'
  place: string
  /** datetime-local input values ('2030-03-02T08:00'), local time. */
  window_start: string
  window_end: string
  contact_name: string
  contact_phone: string
}

export interface NewLoadValues {
  quote: string
  customer_name: string
  customer_phone: string
  customer_email: string
  equipment: string
  length: NumberValue
  width: NumberValue
  height: NumberValue
  weight_lb: NumberValue
  load_class: string
  route_states: string[]
  pickup_date: string
  special_instructions: string
  stops: StopValues[]
  permits: File[]
}

export const emptyStop = (kind: StopValues['kind'], place = ''): StopValues => ({
  kind,
  place,
  window_start: '',
  window_end: '',
  contact_name: '',
  contact_phone: '',
})

export const emptyLoad: NewLoadValues = {
  quote: '',
  customer_name: '',
  customer_phone: '',
  customer_email: '',
  equipment: '',
  length: '',
  width: '',
  height: '',
  weight_lb: '',
  load_class: '',
  route_states: [],
  pickup_date: '',
  special_instructions: '',
  stops: [emptyStop('pickup'), emptyStop('delivery')],
  permits: [],
}

const numberOrZero = (value: number) => (value > 0 ? value : '')

/** A new load prefilled from a customer's quote: contact, load, pickup day, origin and destination. */
export function loadFromQuote(quote: QuoteRecord): NewLoadValues {
  return {
    ...emptyLoad,
    quote: quote.id,
    customer_name: quote.customer_name,
    customer_phone: quote.phone,
    customer_email: quote.email,
    equipment: quote.equipment,
    length: numberOrZero(quote.length),
    width: numberOrZero(quote.width),
    height: numberOrZero(quote.height),
    weight_lb: numberOrZero(quote.weight_lb),
    load_class: quote.load_class,
    pickup_date: quote.pickup_date.slice(0, 10),
    special_instructions: quote.notes,
    stops: [emptyStop('pickup', quote.origin), emptyStop('delivery', quote.destination)],
  }
}

const size = optionalNumber({ above: 0, max: 500, unit: 'ft' })
const PERMIT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp']

const stopSchema = v.object({
  kind: v.picklist(['pickup', 'stop', 'delivery']),
  place: requiredText(300),
  window_start: v.string(),
  window_end: v.string(),
  contact_name: optionalText(100),
  contact_phone: optionalPhone(),
})

export const newLoadSchema = v.object({
  quote: v.string(),
  customer_name: requiredText(100),
  customer_phone: optionalPhone(),
  customer_email: v.pipe(
    v.string(),
    v.trim(),
    v.check((email) => email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), 'Invalid email'),
  ),
  equipment: requiredText(100),
  length: size,
  width: size,
  height: size,
  weight_lb: optionalNumber({ above: 0, max: 2_000_000, unit: 'lb' }),
  load_class: v.string(),
  route_states: v.array(v.string()),
  pickup_date: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
  special_instructions: optionalText(5000),
  stops: v.pipe(
    v.array(stopSchema),
    v.check(
      (stops) => stops.some(({ kind }) => kind === 'pickup') && stops.some(({ kind }) => kind === 'delivery'),
      'Add a pickup and a delivery',
    ),
  ),
  permits: v.array(
    v.pipe(
      v.instance(File),
      v.check((file) => PERMIT_TYPES.includes(file.type), 'Permits are PDF or images (JPEG, PNG, WebP)'),
      v.check((file) => file.size <= 10 * 1024 * 1024, 'A permit may be at most 10 MB'),
    ),
  ),
}) satisfies v.GenericSchema<NewLoadValues, unknown>

/** A datetime-local value as a PocketBase date (UTC), or '' when empty. */
export function localToRecordDate(value: string): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().replace('T', ' ')
}
