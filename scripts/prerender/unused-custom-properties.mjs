// Custom properties a prerendered page's first paint never reads. The theme defines some
// thousand (every shade of every color, for light and dark); a page reads a few hundred.

/** A custom property's declaration in minified CSS, up to its `;` or the rule's end. */
const DECLARATION = /(--[\w-]+):[^;{}]*(?:;|(?=\}))/g
const REFERENCE = /var\(\s*(--[\w-]+)/g

/**
 * `css` without the custom properties that nothing in `page` (the whole page, `css` included:
 * rules, style attributes, other styles) reads with var(). Repeated until none is left, as a
 * property dropped may have been the only reader of another.
 */
export function withoutUnusedCustomProperties(css, page) {
  let kept = css
  let text = page
  for (;;) {
    const read = new Set(Array.from(text.matchAll(REFERENCE), ([, name]) => name))
    const trimmed = kept.replace(DECLARATION, (declaration, name) => (read.has(name) ? declaration : ''))
    if (trimmed === kept) return kept
    text = text.replace(kept, () => trimmed)
    kept = trimmed
  }
}
