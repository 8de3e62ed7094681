import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { hasAtMostDecimals, INVALID_PHONE, isPhoneNumber, optionalNumber, optionalPhone, requiredNumber, requiredPhone } from './schema-parts'

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

describe('number fields', () => {
  const length = requiredNumber({ above: 0, max: 500, unit: 'ft', decimals: 1 })
  const weight = optionalNumber({ above: 0, max: 2_000_000, unit: 'lb', decimals: 0, example: '150,000' })
  const messageOf = (schema: v.GenericSchema<number | ''>, value: number | '') => v.safeParse(schema, value).issues?.[0]?.message

  it('names what is wrong with a number kept as typed', () => {
    expect(messageOf(length, '')).toBe('Required')
    expect(messageOf(length, Number.NaN)).toBe('Enter a number, e.g. 12.5')
    expect(messageOf(length, -5)).toBe('Must be more than 0 and at most 500 ft')
    expect(messageOf(length, 99.99)).toBe('Round to 1 decimal place')
    expect(messageOf(weight, Number.NaN)).toBe('Enter a number, e.g. 150,000')
    expect(messageOf(weight, 1500.5)).toBe('Enter a whole number')
  })

  it('takes a number in bounds and steps, and an optional one left empty', () => {
    expect(v.safeParse(length, 99.9).success).toBe(true)
    expect(v.safeParse(weight, 150_000).success).toBe(true)
    expect(v.safeParse(weight, '').success).toBe(true)
    expect(hasAtMostDecimals(0.3, 1)).toBe(true)
    expect(hasAtMostDecimals(12.25, 1)).toBe(false)
  })
})
