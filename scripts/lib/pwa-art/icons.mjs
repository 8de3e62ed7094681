import { brandMark, NAVY, ORANGE, svg, TRUSS } from './palette.mjs'

// The truss drawing spans x 5-35 and y 14.7-31 of its 40-unit square: centred on (20, 22.9).
const TRUSS_CENTER = { x: 20, y: 22.9 }

/** The favicon's tile filling the square, for launchers that show icons as they are. */
export function appIcon(size) {
  return svg(size, size, brandMark(0, 0, size))
}

/**
 * Full-bleed orange with the truss inside the central safe circle (80% of the width), so any
 * mask shape (circle, squircle, rounded square) keeps it whole.
 */
export function maskableIcon(size, markShare = 0.62) {
  const scale = (size * markShare) / 30
  const dx = size / 2 - TRUSS_CENTER.x * scale
  const dy = size / 2 - TRUSS_CENTER.y * scale
  return svg(size, size, `<rect width="${size}" height="${size}" fill="${ORANGE}"/>
    <g transform="translate(${dx} ${dy}) scale(${scale})">${TRUSS}</g>`)
}

/** 24-unit line glyphs (round strokes) for the shortcut icons. */
const GLYPHS = {
  quote: `<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5"/>
    <path d="M9 13h6M9 17h4"/>`,
  careers: `<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="2.5"/>
    <path d="M12 14.5V21M9.6 11.3 3.4 9.6M14.4 11.3l6.2-1.7"/>`,
  profile: `<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5c1.2-3.8 4-5.5 7.5-5.5s6.3 1.7 7.5 5.5"/>`,
}

/** An orange glyph on navy, full-bleed: Android shows shortcut icons in a circle. */
export function shortcutIcon(glyph, size = 96) {
  const scale = (size * 0.5) / 24
  const offset = size * 0.25
  return svg(size, size, `<rect width="${size}" height="${size}" fill="${NAVY}"/>
    <g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${ORANGE}"
       stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[glyph]}</g>`)
}
