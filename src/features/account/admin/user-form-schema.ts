import * as v from 'valibot'
import { ROLES } from '../../../lib/field-values'
import { emailAddress, optionalText } from '../../../lib/form/schema-parts'
import type { Role, UserRecord } from '../../../lib/record-types'
import { profileRecordFields, profileSchema, profileValuesOf } from '../profile-schema'

const roles = v.array(v.picklist(ROLES))

/**
 * What an admin edits of an account: the profile and the roles (the e-mail stays). Names may
 * stay empty, as the server allows: an account from sign-up before names were asked has none.
 */
export const editUserSchema = v.object({
  ...profileSchema.entries,
  first_name: optionalText(100),
  last_name: optionalText(100),
  roles,
})

export type EditUserValues = v.InferInput<typeof editUserSchema>

export function editUserValuesOf(user: UserRecord): EditUserValues {
  return { ...profileValuesOf(user), roles: [...user.roles] }
}

export function editUserRecordFields(values: EditUserValues): EditUserValues {
  return { ...profileRecordFields(values), roles: values.roles }
}

export const CHOOSE_A_ROLE = 'Choose at least one role'

/** A new account (POST /api/admin/users): the server asks for at least one role, as here. */
export const addUserSchema = v.object({
  ...profileSchema.entries,
  email: emailAddress(),
  roles: v.pipe(roles, v.minLength(1, CHOOSE_A_ROLE)),
})

export type AddUserValues = v.InferInput<typeof addUserSchema>

export const emptyNewUser: AddUserValues = { email: '', first_name: '', last_name: '', phone: '', company_name: '', roles: [] as Role[] }
