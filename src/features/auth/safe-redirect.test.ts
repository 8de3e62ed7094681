import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeRedirectPath('/quotes?page=2#top')).toBe('/quotes?page=2#top')
    expect(safeRedirectPath('/admin')).toBe('/admin')
  })

  it('refuses anything that could leave the site or loop back to sign-in', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', '/auth?redirect=/x']) {
      expect(safeRedirectPath(target)).toBeNull()
    }
    expect(safeRedirectPath(undefined)).toBeNull()
    expect(safeRedirectPath(42)).toBeNull()
  })
})
