import { describe, expect, it } from 'vitest'
import { rangeCovers } from './add-web-fonts'

describe('rangeCovers', () => {
  const latin = 'U+0-FF, U+131, U+152-153, U+2000-206F'

  it('covers a code point inside one of the ranges', () => {
    expect(rangeCovers(latin, 0x41)).toBe(true)
    expect(rangeCovers(latin, 0x2014)).toBe(true)
    expect(rangeCovers(latin, 0x131)).toBe(true)
  })

  it('does not cover one outside them', () => {
    expect(rangeCovers('U+400-45F, U+490-491', 0x41)).toBe(false)
    expect(rangeCovers(latin, 0x132)).toBe(false)
  })

  it('reads wildcard ranges and treats no range as every character', () => {
    expect(rangeCovers('U+4??', 0x4ff)).toBe(true)
    expect(rangeCovers('U+4??', 0x500)).toBe(false)
    expect(rangeCovers('', 0x41)).toBe(true)
  })
})
