import { format } from 'node:util'
import { afterEach, expect } from 'vitest'

// React's words for elements the HTML parser would not keep where they are (a <div> in a <p>).
const NESTING_ERROR = /^In HTML, .* cannot be a (child|descendant) of|cannot contain a nested/

/**
 * Fails every test whose render React warned about invalid nesting. React only logs it, but the
 * browser's parser moves such elements: the prerendered page then differs from the app's render.
 */
export function failOnInvalidNesting() {
  const reported: string[] = []
  const logError = console.error
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && NESTING_ERROR.test(args[0])) reported.push(format(...args).split('\n')[0] ?? '')
    logError(...args)
  }
  afterEach(() => {
    const found = reported.splice(0)
    expect(found, 'invalid HTML nesting in what was rendered').toEqual([])
  })
}
