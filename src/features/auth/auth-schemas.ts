import * as v from 'valibot'
import { emailAddress, REQUIRED, requiredText } from '../../lib/form/schema-parts'

/** PocketBase's limits for `users` passwords. */
export const PASSWORD_MIN_LENGTH = 8
const PASSWORD_MAX_LENGTH = 71

export const SELF_SELECTABLE_ROLES = ['freight_broker', 'carrier', 'pilot_car'] as const
export type SelfSelectableRole = (typeof SELF_SELECTABLE_ROLES)[number]

const anyPassword = v.pipe(v.string(), v.nonEmpty(REQUIRED))

export const newPassword = v.pipe(
  v.string(),
  v.nonEmpty(REQUIRED),
  v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
)

export const loginSchema = v.object({ email: emailAddress(), password: anyPassword })
export type LoginValues = v.InferInput<typeof loginSchema>

export const registerSchema = v.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailAddress(),
  password: newPassword,
  role: v.picklist(SELF_SELECTABLE_ROLES, 'Choose one'),
})
export type RegisterValues = v.InferInput<typeof registerSchema>

export const emptyRegistration: RegisterValues = { first_name: '', last_name: '', email: '', password: '', role: 'carrier' }

export const forgotPasswordSchema = v.object({ email: emailAddress() })

/** A new password typed twice; the mismatch is reported on the second field. */
export const passwordPairSchema = v.pipe(
  v.object({ password: newPassword, passwordConfirm: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirm']], (input) => input.password === input.passwordConfirm, 'Passwords do not match'),
    ['passwordConfirm'],
  ),
)

export const currentPasswordSchema = v.object({ password: anyPassword })
