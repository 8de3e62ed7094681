// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withoutEmptyLayers } from '../../scripts/prerender/empty-layers.mjs'

describe('the layer blocks a prerendered page keeps', () => {
  it('drop a block the choice of rules left empty, and a stylesheet that was only that is empty', () => {
    expect(withoutEmptyLayers('@layer mantine{}')).toBe('')
    expect(withoutEmptyLayers('@layer mantine { }.a{color:red}')).toBe('.a{color:red}')
  })

  it('keep a block with rules in it', () => {
    const css = '@layer mantine{.m_1{display:flex}}'
    expect(withoutEmptyLayers(css)).toBe(css)
  })
})
