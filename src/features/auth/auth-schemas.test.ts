import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { emptyRegistration, passwordPairSchema, registerSchema } from './auth-schemas'

/** The first message per field, as the form shows it. */
function messages(result: v.SafeParseResult<v.GenericSchema>) {
  const firstByField: Record<string, string> = {}
  for (const issue of result.issues ?? []) firstByField[v.getDotPath(issue) ?? ''] ??= issue.message
  return firstByField
}

describe('registerSchema', () => {
  it('starts as a carrier and requires every field', () => {
    expect(emptyRegistration.role).toBe('carrier')
    expect(messages(v.safeParse(registerSchema, emptyRegistration))).toEqual({
      first_name: 'Required',
      last_name: 'Required',
      email: 'Required',
      password: 'Required',
    })
  })

  it('accepts only the three self-selectable roles and passwords of 8 characters or more', () => {
    const filled = { first_name: 'Riley', last_name: 'Stone', email: 'riley@example.test', password: 'long-enough', role: 'pilot_car' }
    expect(v.safeParse(registerSchema, filled).success).toBe(true)
    expect(messages(v.safeParse(registerSchema, { ...filled, role: 'admin', password: 'short' }))).toEqual({
      role: 'Choose one',
      password: 'Password must be at least 8 characters',
    })
  })
})

describe('passwordPairSchema', () => {
  it('reports a mismatch on the confirmation field', () => {
    const result = v.safeParse(passwordPairSchema, { password: 'long-enough', passwordConfirm: 'different-one' })
    expect(messages(result)).toEqual({ passwordConfirm: 'Passwords do not match' })
    expect(v.safeParse(passwordPairSchema, { password: 'long-enough', passwordConfirm: 'long-enough' }).success).toBe(true)
  })
})
