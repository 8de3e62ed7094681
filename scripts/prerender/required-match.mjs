// Edits of generated HTML that fail loudly. A pattern that matches nothing means the markup it
// expects has changed (a new Vite, a changed component), and a silent no-op would ship pages
// that look right and are not: unstyled until the app runs, or never starting it.

function nothingMatched(pattern, where) {
  const shown = typeof pattern === 'string' ? JSON.stringify(pattern) : String(pattern)
  return new Error(`Prerendering: ${shown} matches nothing in ${where}; the markup it expects has changed.`)
}

/** The match of the (not global) `pattern` in `html`; throws naming the pattern and `where` when there is none. */
export function requiredMatch(html, pattern, where) {
  const match = pattern.exec(html)
  if (!match) throw nothingMatched(pattern, where)
  return match
}

/** Every match of the global `pattern` in `html`; throws naming the pattern and `where` when there is none. */
export function requiredMatches(html, pattern, where) {
  const matches = [...html.matchAll(pattern)]
  if (matches.length === 0) throw nothingMatched(pattern, where)
  return matches
}

/**
 * `html.replace(pattern, replacer)` (every match for a global pattern), which throws naming
 * the pattern and `where` when it replaced nothing.
 * Example: `requiredReplace(page, '</head>', () => links + '</head>', '/quote')`.
 */
export function requiredReplace(html, pattern, replacer, where) {
  let replaced = 0
  const result = html.replace(pattern, (...match) => {
    replaced += 1
    return replacer(...match)
  })
  if (replaced === 0) throw nothingMatched(pattern, where)
  return result
}
