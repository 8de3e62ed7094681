import { describe, expect, it } from 'vitest'
import { optionalOneOf, optionalPageNumber, optionalRecordId, optionalString } from './search-params'

describe('optionalString', () => {
  it('keeps a non-empty string and drops anything else', () => {
    expect(optionalString('abc')).toBe('abc')
    expect(optionalString('')).toBeUndefined()
    expect(optionalString(12)).toBeUndefined()
    expect(optionalString(undefined)).toBeUndefined()
  })
})

describe('optionalPageNumber', () => {
  it('keeps a page number of 1 or more', () => {
    expect(optionalPageNumber(3)).toBe(3)
    expect(optionalPageNumber(undefined)).toBeUndefined()
  })

  it('turns a malformed page into the first page', () => {
    expect(optionalPageNumber(0)).toBe(1)
    expect(optionalPageNumber(2.5)).toBe(1)
    expect(optionalPageNumber('two')).toBe(1)
  })
})

describe('optionalRecordId', () => {
  it('keeps a record id and drops anything else', () => {
    expect(optionalRecordId('abc123def456ghi')).toBe('abc123def456ghi')
    expect(optionalRecordId('ABC')).toBeUndefined()
    expect(optionalRecordId('x'.repeat(16))).toBeUndefined()
    expect(optionalRecordId(42)).toBeUndefined()
  })
})

describe('optionalOneOf', () => {
  it('keeps an allowed word and drops anything else', () => {
    expect(optionalOneOf('history', ['overview', 'history'])).toBe('history')
    expect(optionalOneOf('admin', ['overview', 'history'])).toBeUndefined()
    expect(optionalOneOf(undefined, ['overview'])).toBeUndefined()
  })
})
