// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withoutUnusedCustomProperties } from '../../scripts/prerender/unused-custom-properties.mjs'

describe('the custom properties a prerendered page keeps', () => {
  it('are those read by a rule, an attribute or another kept property, and no others', () => {
    const css = ':root{--a:1px;--b:var(--c);--c:red;--d:var(--e);--e:blue;--f:2px}.x{width:var(--a);color:var(--b)}'
    const page = `<style>${css}</style><div class="x" style="margin:var(--f)"></div>`
    expect(withoutUnusedCustomProperties(css, page)).toBe(':root{--a:1px;--b:var(--c);--c:red;--f:2px}.x{width:var(--a);color:var(--b)}')
  })

  it('drop a chain no one reads, however long', () => {
    const css = ':root{--a:var(--b);--b:var(--c);--c:0}'
    expect(withoutUnusedCustomProperties(css, css)).toBe(':root{}')
  })

  it('keep the last declaration of a rule, which has no semicolon', () => {
    const css = '.y{height:var(--h)}:root{--w:1px;--h:2px}'
    expect(withoutUnusedCustomProperties(css, css)).toBe('.y{height:var(--h)}:root{--h:2px}')
  })
})
