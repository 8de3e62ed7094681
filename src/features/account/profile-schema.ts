import * as v from 'valibot'
import { optionalPhone, optionalText, requiredText } from '../../lib/form/schema-parts'
import type { UserRecord } from '../../lib/record-types'

/** The profile fields a user edits themselves; field names are the record's. */
export const profileSchema = v.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  phone: optionalPhone(),
  company_name: optionalText(200),
})

export type ProfileValues = v.InferInput<typeof profileSchema>

export function profileValuesOf(user: UserRecord): ProfileValues {
  return { first_name: user.first_name, last_name: user.last_name, phone: user.phone, company_name: user.company_name }
}

export function profileRecordFields(values: ProfileValues): ProfileValues {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    company_name: values.company_name.trim(),
  }
}
