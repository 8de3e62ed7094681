import * as v from 'valibot'
import { SERVICE_CATEGORIES } from '../../../../lib/field-values'
import { optionalText, REQUIRED, requiredText } from '../../../../lib/form/schema-parts'
import type { ServiceRecord } from '../../../../lib/record-types'

/** A service as the admin form edits it; the limits are the collection's (pb_migrations). */
export const serviceSchema = v.object({
  name: requiredText(100),
  category: v.pipe(
    v.picklist(['', ...SERVICE_CATEGORIES]),
    v.check((category) => category !== '', REQUIRED),
  ),
  short_description: optionalText(1000),
  price: optionalText(100),
  active: v.boolean(),
})

export type ServiceValues = v.InferInput<typeof serviceSchema>

export const newService: ServiceValues = { name: '', category: '', short_description: '', price: '', active: true }

export function serviceValuesOf(service: ServiceRecord): ServiceValues {
  const { name, category, short_description, price, active } = service
  return { name, category, short_description, price, active }
}

export function serviceRecordFields(values: ServiceValues): ServiceValues {
  return {
    name: values.name.trim(),
    category: values.category,
    short_description: values.short_description.trim(),
    price: values.price.trim(),
    active: values.active,
  }
}
