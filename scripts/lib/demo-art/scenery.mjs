/** Sky, landscape layers and the road the rigs drive on. */
import { circle, ellipse, group, line, linearGradient, path, poly, range, rect, shade, translate } from './svg.mjs'

export const WIDTH = 1600
export const HEIGHT = 1067

export function drawSky(theme) {
  return [
    `<defs>${linearGradient('sky', theme.sky)}</defs>`,
    rect(0, 0, WIDTH, HEIGHT, 'url(#sky)'),
    theme.stars ? drawStars() : '',
    theme.light ? drawLight(theme.light) : '',
  ].join('')
}

function drawStars() {
  // A fixed scatter looks natural enough and keeps the output stable.
  return range(90)
    .map((index) => {
      const x = (index * 733) % WIDTH
      const y = (index * 397) % 560
      return circle(x, y, index % 7 === 0 ? 2.2 : 1.2, '#ffffff', { opacity: 0.5 + (index % 5) / 10 })
    })
    .join('')
}

function drawLight({ kind, x, y, r, color }) {
  const glow = circle(x, y, r * 2.2, color, { opacity: 0.18 }) + circle(x, y, r * 1.5, color, { opacity: 0.25 })
  const body = circle(x, y, r, color)
  const craters =
    kind === 'moon' ? circle(x - r * 0.3, y - r * 0.2, r * 0.18, shade(color, -0.08)) + circle(x + r * 0.35, y + r * 0.3, r * 0.12, shade(color, -0.08)) : ''
  return glow + body + craters
}

/** A soft cloud made of overlapping puffs, `width` pixels wide. */
export function drawCloud(x, y, width, color, opacity = 0.9) {
  const puffs = [
    ellipse(0, 0, width * 0.5, width * 0.12, color),
    circle(-width * 0.22, -width * 0.08, width * 0.14, color),
    circle(0, -width * 0.14, width * 0.19, color),
    circle(width * 0.2, -width * 0.06, width * 0.13, color),
  ]
  return group(translate(x, y), puffs, { opacity })
}

export function drawClouds(theme, random) {
  if (!theme.clouds) return ''
  return range(5)
    .map((index) => drawCloud(120 + index * 330 + random() * 120, 110 + random() * 230, 180 + random() * 200, theme.clouds, 0.55 + random() * 0.35))
    .join('')
}

/** A jagged mountain range whose foot sits on `baseY`; returns the peaks too. */
export function drawMountains(baseY, color, random, { height = 260, snow = false } = {}) {
  const points = [[0, baseY]]
  const peaks = []
  for (let x = 0; x <= WIDTH; x += 110 + random() * 90) {
    const isPeak = points.length % 2 === 1
    const y = baseY - (isPeak ? height * (0.55 + random() * 0.45) : height * (0.15 + random() * 0.25))
    points.push([x, y])
    if (isPeak) peaks.push([x, y])
  }
  points.push([WIDTH, baseY])
  const caps = snow ? peaks.map(([x, y]) => poly([[x, y], [x + 34, y + 42], [x + 12, y + 34], [x - 4, y + 46], [x - 30, y + 38]], '#f7fbff')) : []
  return poly(points, color) + caps.join('')
}

/** Rolling hills: a smooth curve through random heights above `baseY`. */
export function drawHills(baseY, color, random, height = 90) {
  let d = `M0 ${baseY} L0 ${baseY - height * 0.5}`
  for (let x = 0; x < WIDTH; x += 400) {
    const crest = baseY - height * (0.6 + random() * 0.6)
    const end = baseY - height * (0.3 + random() * 0.4)
    d += ` Q${x + 200} ${crest} ${x + 400} ${end}`
  }
  return path(`${d} L${WIDTH} ${baseY} Z`, color)
}

export function drawMesas(baseY, color, random) {
  return range(3)
    .map((index) => {
      const left = 60 + index * 520 + random() * 120
      const width = 220 + random() * 180
      const top = baseY - 110 - random() * 90
      return poly([[left - 60, baseY], [left, top + 16], [left + 14, top], [left + width, top], [left + width + 16, top + 18], [left + width + 80, baseY]], color)
    })
    .join('')
}

/** The road seen from the side: far lane, dashed centre line, near lane and shoulder. */
export function drawRoad(groundY, theme) {
  const asphalt = theme.road
  const lineColor = theme.stars ? '#c9c1a0' : '#f2e7b6'
  const dashes = range(20)
    .map((index) => rect(index * 90 + 10, groundY - 30, 48, 5, lineColor, { opacity: 0.9 }))
    .join('')
  return [
    rect(0, groundY - 74, WIDTH, 8, shade(asphalt, 0.35)),
    rect(0, groundY - 66, WIDTH, 104, asphalt),
    rect(0, groundY - 62, WIDTH, 3, '#e8e8e8', { opacity: 0.7 }),
    dashes,
    rect(0, groundY + 24, WIDTH, 4, '#e8e8e8', { opacity: 0.8 }),
    rect(0, groundY + 38, WIDTH, 12, shade(asphalt, 0.25)),
  ].join('')
}

/** Ground in front of the road with a few tufts or snow drifts for depth. */
export function drawForeground(groundY, theme, random) {
  const top = groundY + 50
  const tuftColor = shade(theme.ground, theme.snow ? -0.08 : -0.18)
  const tufts = range(14)
    .map((index) => {
      const x = index * 120 + random() * 80
      const y = top + 30 + random() * (HEIGHT - top - 40)
      return theme.snow
        ? ellipse(x, y, 60, 9, tuftColor)
        : [line(x, y, x - 8, y - 18, tuftColor, 4), line(x, y, x, y - 24, tuftColor, 4), line(x, y, x + 9, y - 16, tuftColor, 4)].join('')
    })
    .join('')
  return rect(0, top, WIDTH, HEIGHT - top, theme.ground) + tufts
}

/** A guardrail along the near side of the road, framing the picture. */
export function drawGuardrail(groundY, theme) {
  const top = groundY + 72
  const steel = theme.stars ? '#7b8391' : '#b8c0c8'
  const posts = range(17).map((index) => rect(index * 100 + 20, top, 10, 46, shade(steel, -0.35))).join('')
  return posts + rect(0, top + 4, WIDTH, 16, steel) + rect(0, top + 9, WIDTH, 3, shade(steel, -0.2))
}

/** A wide, soft shadow under a vehicle between `fromX` and `toX`. */
export const drawShadow = (fromX, toX, groundY) =>
  ellipse((fromX + toX) / 2, groundY + 4, (toX - fromX) / 2 + 20, 12, '#000000', { opacity: 0.25 })
