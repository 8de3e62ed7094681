import { describe, expect, it } from 'vitest'
import { elementText } from './describe-element'

/** jsdom lays nothing out, so has no innerText: the browser's is given, as it would read. */
function withShownText(html: string, innerText: string): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = html
  Object.defineProperty(element, 'innerText', { value: innerText })
  return element
}

describe('elementText', () => {
  it('keeps the words of two blocks apart, as the page shows them', () => {
    const stat = withShownText('<strong>20+</strong><p>Years Experience</p>', '20+\n\nYears Experience')
    expect(stat.textContent).toBe('20+Years Experience')
    expect(elementText(stat)).toBe('20+ Years Experience')
  })

  it('cuts a long text to 100 characters', () => {
    expect(elementText(withShownText('', 'word '.repeat(40)))).toHaveLength(100)
  })

  it('reads nothing of an element holding a field', () => {
    expect(elementText(withShownText('<label>Name <input value="Dana"></label>', 'Name'))).toBe('')
  })

  it('reads an SVG element by its text', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
    svg.innerHTML = '<text>Map</text>'
    expect(elementText(svg)).toBe('Map')
  })
})
