/** Tiny SVG string builders shared by the demo illustrations. */

const format = (value) => (typeof value === 'number' ? String(Math.round(value * 10) / 10) : value)

export function attrs(attributes) {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => `${name}="${format(value)}"`)
    .join(' ')
}

export function el(tag, attributes = {}, children) {
  const body = [children ?? ''].flat().join('')
  return body ? `<${tag} ${attrs(attributes)}>${body}</${tag}>` : `<${tag} ${attrs(attributes)}/>`
}

export const rect = (x, y, width, height, fill, extra = {}) => el('rect', { x, y, width, height, fill, ...extra })

export const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra })

export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra })

export const line = (x1, y1, x2, y2, stroke, width = 2, extra = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })

/** `poly([[0, 0], [10, 0], [5, -8]], '#333')` draws a closed polygon. */
export const poly = (points, fill, extra = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${format(x)},${format(y)}`).join(' '), fill, ...extra })

export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra })

export const group = (transform, children, extra = {}) => el('g', { transform, ...extra }, children)

export const translate = (x, y, scale = 1) =>
  scale === 1 ? `translate(${format(x)} ${format(y)})` : `translate(${format(x)} ${format(y)}) scale(${format(scale)})`

export function linearGradient(id, stops, { vertical = true } = {}) {
  const direction = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 }
  const stopElements = stops.map((color, index) =>
    el('stop', { offset: stops.length === 1 ? 0 : index / (stops.length - 1), 'stop-color': color }),
  )
  return el('linearGradient', { id, ...direction }, stopElements)
}

/** Lightens (positive amount) or darkens (negative) a `#rrggbb` colour: `shade('#336699', -0.2)`. */
export function shade(hex, amount) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
  const target = amount >= 0 ? 255 : 0
  const mixed = channels.map((value) => Math.round(value + (target - value) * Math.abs(amount)))
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`
}

/** Deterministic pseudo-random numbers in [0, 1), so every run draws the same pictures. */
export function seededRandom(seedText) {
  let state = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const range = (count) => Array.from({ length: count }, (_, index) => index)
