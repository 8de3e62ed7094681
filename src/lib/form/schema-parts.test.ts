import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { INVALID_PHONE, isPhoneNumber, optionalPhone, requiredPhone } from './schema-parts'

describe('isPhoneNumber', () => {
  it('takes a number with its area code, however it is written', () => {
    for (const phone of ['(937) 555-0100', '937-555-0100', '937.555.0100', '+1 937 555 0100', '9375550100', '(937) 555-0100 x12', '937 555 0100 ext. 4']) {
      expect(isPhoneNumber(phone), phone).toBe(true)
    }
  })

  it('refuses letters, and numbers without an area code', () => {
    for (const phone of ['abc', 'abcdefghijkl', '555-0100', 'call me maybe', '937-555-01OO']) {
      expect(isPhoneNumber(phone), phone).toBe(false)
    }
  })
})

describe('phone fields', () => {
  it('refuses "abc" whether the field is required (quote) or optional (profile, contact)', () => {
    for (const schema of [requiredPhone(), optionalPhone()]) {
      const result = v.safeParse(schema, 'abc')
      expect(result.issues?.[0]?.message).toBe(INVALID_PHONE)
    }
    expect(v.safeParse(optionalPhone(), '').success).toBe(true)
    expect(v.safeParse(requiredPhone(), '').issues?.[0]?.message).toBe('Required')
  })
})
