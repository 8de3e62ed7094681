import * as v from 'valibot'
import { INVALID_EMAIL, optionalText } from '../../../lib/form/schema-parts'
import type { SiteSettingsRecord } from '../../../lib/record-types'

/** The maintenance settings an admin edits; the limits are the collection's (pb_migrations). */
export const maintenanceSchema = v.object({
  maintenance_enabled: v.boolean(),
  maintenance_title: optionalText(200),
  maintenance_message: optionalText(2000),
  maintenance_eta: optionalText(200),
  contact_email: v.pipe(
    optionalText(200),
    v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), INVALID_EMAIL),
  ),
  contact_phone: optionalText(40),
})

export type MaintenanceValues = v.InferInput<typeof maintenanceSchema>

export function maintenanceValuesOf(record: SiteSettingsRecord): MaintenanceValues {
  const { maintenance_enabled, maintenance_title, maintenance_message, maintenance_eta, contact_email, contact_phone } = record
  return { maintenance_enabled, maintenance_title, maintenance_message, maintenance_eta, contact_email, contact_phone }
}

export function maintenanceRecordFields(values: MaintenanceValues): MaintenanceValues {
  return {
    maintenance_enabled: values.maintenance_enabled,
    maintenance_title: values.maintenance_title.trim(),
    maintenance_message: values.maintenance_message.trim(),
    maintenance_eta: values.maintenance_eta.trim(),
    contact_email: values.contact_email.trim(),
    contact_phone: values.contact_phone.trim(),
  }
}
