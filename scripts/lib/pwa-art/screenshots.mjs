import { BODY_FONT, brandMark, HEADING_FONT, NAVY, NAVY_LIGHT, ORANGE, PAGE, STEEL_LIGHT, STEEL_MUTED, svg, WHITE } from './palette.mjs'

const NAV_LINKS = ['Home', 'About', 'Services', 'Fleet', 'Gallery', 'Careers', 'Contact']
const STATS = [
  ['20+', 'Years Experience'],
  ['48', 'States Certified'],
  ['300k lb', 'Max Capacity'],
]

const text = (x, y, size, fill, content, extra = '', font = BODY_FONT) =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" font-family="${font}" ${extra}>${content}</text>`
const heading = (x, y, size, fill, content, extra = '') =>
  text(x, y, size, fill, content, `font-weight="700" ${extra}`, HEADING_FONT)

function button(x, y, width, height, label, { filled, size = 20 }) {
  const box = filled
    ? `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="${ORANGE}"/>`
    : `<rect x="${x + 1}" y="${y + 1}" width="${width - 2}" height="${height - 2}" rx="4" fill="none" stroke="${ORANGE}" stroke-width="2"/>`
  const label_ = heading(x + width / 2, y + height / 2 + size * 0.35, size, filled ? NAVY : ORANGE, label, 'text-anchor="middle" letter-spacing="1"')
  return box + label_
}

function wordmark(x, y, scale = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${brandMark(0, 0, 44)}
    ${heading(56, 22, 24, WHITE, 'IRONBRIDGE', 'letter-spacing="1"')}
    ${text(57, 40, 12, ORANGE, 'HEAVY HAUL', 'font-weight="700" letter-spacing="3"')}</g>`
}

function picture(x, y, width, height) {
  return `<clipPath id="frame"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8"/></clipPath>
    <image href="__PICTURE__" x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" clip-path="url(#frame)"/>
    <rect x="${x}" y="${y + height - 6}" width="${width}" height="6" fill="${ORANGE}"/>`
}

function stats(x, y, width, size) {
  const column = width / STATS.length
  return STATS.map(([value, label], index) => {
    const centre = x + column * index + column / 2
    return heading(centre, y, size, NAVY, value, 'text-anchor="middle"') +
      text(centre, y + size * 0.55, size * 0.32, NAVY_LIGHT, label, 'text-anchor="middle"')
  }).join('')
}

const heroBackground = (width, top, height) => `<defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${NAVY_LIGHT}"/></linearGradient></defs>
  <rect y="${top}" width="${width}" height="${height}" fill="url(#hero)"/>`

/** The home page as a desktop visitor sees it, 1280x800. `__PICTURE__` is the hero photo. */
export function wideHomeScreenshot() {
  // One text run with spaced spans: the renderer measures the words, so the gaps come out even.
  const links = NAV_LINKS.map((link, index) => `<tspan dx="${index === 0 ? 0 : 34}">${link}</tspan>`).join('')
  const nav = text(420, 46, 16, STEEL_LIGHT, links, 'font-weight="700"')
  return svg(1280, 800, `<rect width="1280" height="800" fill="${PAGE}"/>
    ${heroBackground(1280, 0, 580)}
    <rect width="1280" height="80" fill="${NAVY}"/><rect y="80" width="1280" height="3" fill="${ORANGE}"/>
    ${wordmark(32, 18)}${nav}${button(1072, 18, 176, 44, 'GET A QUOTE', { filled: true })}
    ${text(64, 156, 15, ORANGE, '20+ YEARS · 48 STATES · 300K LB CAPACITY', 'font-weight="700" letter-spacing="2"')}
    ${heading(64, 222, 64, WHITE, 'WE MOVE THE')}
    ${heading(64, 284, 64, WHITE, 'IMPOSSIBLE,')}
    ${heading(64, 346, 64, WHITE, 'COAST TO COAST')}
    ${text(64, 396, 19, STEEL_MUTED, 'Oversize and superload transport with in-house permitting,')}
    ${text(64, 424, 19, STEEL_MUTED, 'our own pilot cars and dispatch that answers 24/7.')}
    ${button(64, 456, 200, 54, 'GET A QUOTE', { filled: true })}
    ${button(280, 456, 300, 54, 'CALL (937) 555-0148', { filled: false })}
    ${picture(660, 130, 560, 374)}
    ${stats(64, 690, 1152, 64)}`)
}

/** The home page on a phone, 720x1280 (a 360 px wide screen at 2x). */
export function narrowHomeScreenshot() {
  const burger = [0, 12, 24].map((dy) => `<rect x="640" y="${44 + dy}" width="40" height="5" rx="2" fill="${WHITE}"/>`).join('')
  return svg(720, 1280, `${heroBackground(720, 0, 1280)}
    <rect width="720" height="128" fill="${NAVY}"/><rect y="128" width="720" height="5" fill="${ORANGE}"/>
    ${wordmark(36, 28, 1.6)}${burger}
    ${text(48, 220, 22, ORANGE, '20+ YEARS · 48 STATES · 300K LB', 'font-weight="700" letter-spacing="2"')}
    ${heading(48, 306, 80, WHITE, 'WE MOVE THE')}
    ${heading(48, 384, 80, WHITE, 'IMPOSSIBLE,')}
    ${heading(48, 462, 80, WHITE, 'COAST TO COAST')}
    ${text(48, 540, 28, STEEL_MUTED, 'Oversize and superload transport')}
    ${text(48, 580, 28, STEEL_MUTED, 'with in-house permits, pilot cars')}
    ${text(48, 620, 28, STEEL_MUTED, 'and 24/7 dispatch.')}
    ${button(48, 668, 624, 84, 'GET A QUOTE', { filled: true, size: 32 })}
    ${picture(48, 800, 624, 416)}`)
}
