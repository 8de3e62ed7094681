// How an element is named in events and heatmaps: a short selector, and its visible text
// unless it is (or lies in) something a visitor fills in or chooses.

const MAX_TEXT = 100
const MAX_DEPTH = 5
/** Elements whose text is the visitor's own input or choice: never read. */
export const PRIVATE_SELECTOR =
  'input, textarea, select, option, [contenteditable], [role="option"], [role="listbox"], [role="combobox"], [data-replay-private]'

/** Ids made anew on every page load (Mantine's and React's): they name no element across visits. */
const GENERATED_ID = /^(mantine-|_r_|:r|«r|radix-)/

/** An id written into the page, the same for every visitor. */
function isStableId(id: string): boolean {
  return /^[A-Za-z][\w-]{0,40}$/.test(id) && !GENERATED_ID.test(id)
}

function part(element: Element): string {
  const tag = element.tagName.toLowerCase()
  if (element.id && isStableId(element.id)) return `${tag}#${element.id}`
  const parent = element.parentElement
  if (!parent) return tag
  const sameTag = Array.from(parent.children).filter((child) => child.tagName === element.tagName)
  return sameTag.length > 1 ? `${tag}:nth-of-type(${sameTag.indexOf(element) + 1})` : tag
}

/** e.g. "main > section:nth-of-type(2) > a#quote-link": stable across visits of one page. */
export function elementSelector(element: Element): string {
  const parts: string[] = []
  let current: Element | null = element
  while (current && current !== document.body && parts.length < MAX_DEPTH) {
    const name = part(current)
    parts.unshift(name)
    if (name.includes('#')) break
    current = current.parentElement
  }
  return parts.join(' > ').slice(0, 1000)
}

export function isPrivateElement(element: Element): boolean {
  return element.closest(PRIVATE_SELECTOR) !== null
}

/**
 * The text as the page shows it: innerText breaks the line between blocks ("20+" over "Years
 * Experience"), where textContent runs them together ("20+Years Experience"). An SVG element
 * has no innerText.
 */
function shownText(element: Element): string {
  const text = element instanceof HTMLElement && typeof element.innerText === 'string' ? element.innerText : element.textContent
  return text ?? ''
}

/** The element's visible text, collapsed and cut to 100 characters; "" for private elements. */
export function elementText(element: Element): string {
  if (isPrivateElement(element) || element.querySelector(PRIVATE_SELECTOR)) return ''
  return shownText(element).replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT)
}

export function elementFacts(element: Element): { tag_name: string; element_id: string; class_name: string } {
  const className = typeof element.className === 'string' ? element.className : ''
  return { tag_name: element.tagName.toLowerCase().slice(0, 50), element_id: element.id.slice(0, 200), class_name: className.slice(0, 500) }
}
