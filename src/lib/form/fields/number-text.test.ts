import { describe, expect, it } from 'vitest'
import { acceptTyped, formatNumber, parseTyped, readNumber, stepNumber } from './number-text'

describe('number text', () => {
  it('accepts digits, one point and a sign, and refuses the rest', () => {
    expect(acceptTyped('12.5', {})).toBe('12.5')
    expect(acceptTyped('12.', {})).toBe('12.')
    expect(acceptTyped('-3', {})).toBe('-3')
    expect(acceptTyped('12a', {})).toBeNull()
    expect(acceptTyped('1.2.3', {})).toBeNull()
    expect(acceptTyped('-3', { allowNegative: false })).toBeNull()
    expect(acceptTyped('3.5', { allowDecimal: false })).toBeNull()
  })

  it('drops digits past the scale and reads grouped thousands', () => {
    expect(acceptTyped('10.25', { decimalScale: 1 })).toBe('10.2')
    expect(acceptTyped('10.', { decimalScale: 0 })).toBe('10')
    expect(acceptTyped('150,000', { thousandSeparator: ',' })).toBe('150000')
  })

  it('reads a finished number only', () => {
    expect(parseTyped('60.5')).toBe(60.5)
    expect(parseTyped('12.')).toBe('')
    expect(parseTyped('-')).toBe('')
    expect(parseTyped('')).toBe('')
  })

  it('reads a text as typed, NaN where it is no number, and a comma as a decimal comma unless it groups thousands', () => {
    expect(readNumber('', {})).toBe('')
    expect(readNumber(' 60.5 ', {})).toBe(60.5)
    expect(readNumber('-5', {})).toBe(-5)
    expect(readNumber('12.', {})).toBe(12)
    expect(readNumber('.5', {})).toBe(0.5)
    expect(readNumber('99.99', {})).toBe(99.99)
    expect(readNumber('12,5', {})).toBe(12.5)
    expect(readNumber('150,000', { thousandSeparator: ',' })).toBe(150000)
    expect(readNumber('1,234.5', { thousandSeparator: ',' })).toBe(1234.5)
    for (const [text, format] of [['1e2', {}], ['12a', {}], ['-', {}], ['1,2,3', {}], ['12,5', { thousandSeparator: ',' }], ['1,50,000', { thousandSeparator: ',' }]] as const) {
      expect(readNumber(text, format), text).toBeNaN()
    }
  })

  it('groups thousands when shown', () => {
    expect(formatNumber(150000, { thousandSeparator: ',' })).toBe('150,000')
    expect(formatNumber(1234.5, { thousandSeparator: ',' })).toBe('1,234.5')
    expect(formatNumber(150000, {})).toBe('150000')
    expect(formatNumber('', {})).toBe('')
    expect(formatNumber(Number.NaN, {})).toBe('')
  })

  it('steps without float noise and within bounds', () => {
    expect(stepNumber(10, 0.1, 1, {})).toBe(10.1)
    expect(stepNumber(10.1, 0.1, -1, {})).toBe(10)
    expect(stepNumber(0.2, 0.1, 1, {})).toBe(0.3)
    expect(stepNumber(0, 0.1, -1, { min: 0 })).toBe(0)
    expect(stepNumber('', 100, 1, { min: 0 })).toBe(0)
    expect(stepNumber(9, 1, 1, { max: 9 })).toBe(9)
    expect(stepNumber(Number.NaN, 0.1, 1, { min: 0 })).toBe(0)
  })
})
