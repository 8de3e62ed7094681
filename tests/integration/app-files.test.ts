import { describe, expect, it } from 'vitest'
import { serverUrl, someBuiltScript } from './helpers'

/**
 * The app's files: hashed ones are cached for a year, the app's routes fall back to its page,
 * and a file the build does not have is a 404, never the page under that file's name.
 */

describe('app files', () => {
  it('hashed files are cached for a year', async () => {
    const response = await fetch(serverUrl(`/assets/${someBuiltScript()}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('a route of the app answers its page, checked again on each visit', async () => {
    const response = await fetch(serverUrl('/admin/quotes'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it.each(['/assets/index-0ld8u1ld.js', '/assets/route-0ld8u1ld.css', '/no-such-icon.png'])(
    'a file the build does not have (%s) is a 404, not the page cached under its name',
    async (pathname) => {
      const response = await fetch(serverUrl(pathname))
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).not.toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    },
  )
})
