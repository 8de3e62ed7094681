import { describe, expect, it } from 'vitest'
import { optionalPageNumber, optionalString } from './search-params'

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
