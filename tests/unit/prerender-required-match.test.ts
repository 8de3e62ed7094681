// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { requiredMatch, requiredMatches, requiredReplace } from '../../scripts/prerender/required-match.mjs'

const page = '<head><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css"></head>'

describe('edits of prerendered HTML', () => {
  it('edit and read the markup they expect', () => {
    expect(requiredMatch(page, /href="([^"]+)"/, '/quote')[1]).toBe('/a.css')
    expect(requiredMatches(page, /href="([^"]+)"/g, '/quote').map((match) => match[1])).toEqual(['/a.css', '/b.css'])
    expect(requiredReplace(page, /href="([^"]+)"/g, (_, href) => `data-href="${href}"`, '/quote')).not.toContain(' href=')
    expect(requiredReplace(page, '</head>', () => '<meta></head>', '/quote')).toMatch(/<meta><\/head>$/)
  })

  it('throw, naming the pattern and the page, when the markup is not there', () => {
    expect(() => requiredMatch(page, /<script type="module"/, 'pb_public/index.html')).toThrow(
      '/<script type="module"/ matches nothing in pb_public/index.html',
    )
    expect(() => requiredMatches(page, /modulepreload/g, 'pb_public/index.html')).toThrow('/modulepreload/g matches nothing')
    expect(() => requiredReplace(page, '</body>', () => '', '/fleet')).toThrow('"</body>" matches nothing in /fleet')
  })
})
