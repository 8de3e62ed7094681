import { describe, expect, it } from 'vitest'
import { formatDuration, formatOffset, formatVisitorNumber } from './replay-format'

describe('replay formats', () => {
  it.each([
    [0, '0s'],
    [59_999, '59s'],
    [60_000, '1m 0s'],
    [3_599_000, '59m 59s'],
    [3_600_000, '1h 0m 0s'],
    [3_723_000, '1h 2m 3s'],
    [-5, '0s'],
  ])('%i ms lasts %s', (ms, text) => expect(formatDuration(ms)).toBe(text))

  it('numbers visitors as the analytics page does', () => {
    expect(formatVisitorNumber(42)).toBe('#00000000042')
    expect(formatVisitorNumber(0)).toBe('Master Creator')
  })

  it('shows offsets as minutes and seconds', () => {
    expect(formatOffset(65_400)).toBe('1:05')
  })
})
