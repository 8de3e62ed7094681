/** The site's colours (src/styles/theme.ts) and the fonts the drawings are set in. */
export const NAVY = '#101a2a'
export const NAVY_LIGHT = '#2a3b54'
export const ORANGE = '#ff9500'
export const STEEL_LIGHT = '#d9e1eb'
export const STEEL_MUTED = '#b3c1d4'
export const WHITE = '#ffffff'
export const PAGE = '#f4f6f9'
export const HEADING_FONT = "'Liberation Sans Narrow', 'Arial Narrow', sans-serif"
export const BODY_FONT = "'Liberation Sans', Arial, sans-serif"

/** The truss-bridge mark of the favicon, in its own 40-unit square, without the tile. */
export const TRUSS = `
  <path d="M7 26V16h26v10M7 16l6.5 10L20 16l6.5 10L33 16" fill="none" stroke="${NAVY}"
        stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round"/>
  <rect x="5" y="27.5" width="30" height="3.5" rx="1" fill="${NAVY}"/>`

/** The mark on its orange tile (the favicon), `size` px wide at (x, y). */
export function brandMark(x, y, size) {
  return `<g transform="translate(${x} ${y}) scale(${size / 40})">
    <rect width="40" height="40" rx="6" fill="${ORANGE}"/>${TRUSS}</g>`
}

export function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}
