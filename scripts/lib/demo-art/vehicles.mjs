/**
 * Tractors and escort cars in side view, facing right. Local coordinates: x = 0 at the rear
 * of the vehicle, y = 0 on the ground, negative y upwards; one unit is about one inch.
 */
import { circle, group, line, path, poly, range, rect, shade, translate } from './svg.mjs'

export const WHEEL_RADIUS = 20
export const AXLE_SPACING = 54
export const CHROME = '#cfd6dd'
export const STEEL = '#2a2d33'
const GLASS = '#7fa7c4'

export function drawWheel(x, radius = WHEEL_RADIUS) {
  const y = -radius
  return [
    circle(x, y, radius, '#18191c'),
    circle(x, y, radius * 0.6, '#b3bbc4'),
    circle(x, y, radius * 0.42, '#8e97a1'),
    circle(x, y, radius * 0.18, '#50565e'),
  ].join('')
}

/** Wheel positions of `count` axles centred on `centerX`. */
export const axlePositions = (centerX, count, spacing = AXLE_SPACING) =>
  range(count).map((index) => centerX - ((count - 1) * spacing) / 2 + index * spacing)

export const drawAxles = (centerX, count, spacing = AXLE_SPACING) =>
  axlePositions(centerX, count, spacing).map((x) => drawWheel(x)).join('')

const quarterFender = (x) =>
  path(`M${x - 25} -22 A 25 25 0 0 1 ${x + 25} -22`, 'none', { stroke: CHROME, 'stroke-width': 5 })

function drawFlag(x, y) {
  return line(x, y, x, y - 34, '#444', 2) + poly([[x, y - 34], [x + 16, y - 28], [x, y - 22]], '#ff6a1a')
}

/**
 * A long-nose heavy-haul tractor with a sleeper. Returns the SVG, its length and where
 * the fifth wheel is, so a trailer can be coupled on it.
 */
export function drawTractor({ color, accent = '#f5f5f5', axles = 3 }) {
  const drives = axlePositions(40 + ((axles - 2) * AXLE_SPACING) / 2, axles - 1)
  const fifthWheelX = (drives[0] + drives.at(-1)) / 2
  const sleeperStart = drives.at(-1) + 30
  const cabStart = sleeperStart + 78
  const cabEnd = cabStart + 64
  const hoodEnd = cabEnd + 104
  const steerX = hoodEnd - 42
  const length = hoodEnd + 12
  const highlight = (x, y, w, h) => rect(x, y, w, h, '#ffffff', { opacity: 0.14 })

  const parts = [
    rect(0, -52, length - 10, 12, STEEL),
    rect(0, -52, 5, 42, '#111'),
    rect(fifthWheelX - 30, -60, 60, 8, '#1c1c1c'),
    poly([[fifthWheelX - 16, -52], [fifthWheelX + 16, -52], [fifthWheelX + 8, -60], [fifthWheelX - 8, -60]], '#3a3a3a'),
    ...drives.map((x) => drawWheel(x)),
    ...drives.map(quarterFender),
    rect(sleeperStart - 14, -196, 7, 150, CHROME, { rx: 3 }),
    rect(sleeperStart - 24, -188, 7, 140, shade(CHROME, -0.15), { rx: 3 }),
    path(`M${sleeperStart} -48 L${sleeperStart} -136 Q${sleeperStart} -152 ${sleeperStart + 16} -152 L${cabStart} -152 L${cabStart} -48 Z`, color),
    highlight(sleeperStart + 6, -148, cabStart - sleeperStart - 6, 10),
    rect(sleeperStart + 18, -130, 26, 14, GLASS, { rx: 4 }),
    rect(sleeperStart + 8, -54, 56, 26, '#3b3f46', { rx: 4 }),
    poly([[cabStart, -48], [cabStart, -144], [cabEnd - 10, -144], [cabEnd, -104], [cabEnd, -48]], color),
    highlight(cabStart, -144, cabEnd - cabStart - 10, 8),
    poly([[cabStart + 10, -134], [cabEnd - 14, -134], [cabEnd - 5, -106], [cabStart + 10, -106]], GLASS),
    poly([[cabStart + 10, -134], [cabStart + 26, -134], [cabStart + 10, -116]], '#ffffff', { opacity: 0.3 }),
    rect(cabStart + 6, -140, cabEnd - cabStart - 14, 88, 'none', { stroke: shade(color, -0.3), 'stroke-width': 2, rx: 4 }),
    rect(cabStart + 12, -94, 12, 4, shade(color, -0.4), { rx: 2 }),
    rect(cabEnd - 18, -150, 24, 6, STEEL, { rx: 2 }),
    rect(cabStart + 2, -56, 60, 30, CHROME, { rx: 13 }),
    rect(cabStart + 2, -46, 60, 3, shade(CHROME, -0.2)),
    path(`M${cabEnd} -30 L${cabEnd} -106 L${hoodEnd - 12} -98 Q${hoodEnd} -96 ${hoodEnd} -84 L${hoodEnd} -34 L${steerX + 29} -34 A 29 29 0 0 0 ${steerX - 29} -34 Z`, color),
    highlight(cabEnd, -104, hoodEnd - cabEnd - 12, 8),
    rect(cabStart, -84, hoodEnd - cabStart, 7, accent),
    rect(sleeperStart, -84, cabStart - sleeperStart, 7, accent),
    rect(cabEnd + 4, -104, 14, 54, CHROME, { rx: 6 }),
    line(cabEnd + 2, -124, cabEnd + 12, -112, STEEL, 3),
    rect(cabEnd + 10, -132, 6, 28, STEEL, { rx: 2 }),
    rect(hoodEnd - 4, -96, 10, 48, CHROME, { rx: 2 }),
    ...range(6).map((index) => rect(hoodEnd - 4, -92 + index * 7, 10, 2, '#8b939c')),
    rect(hoodEnd - 14, -78, 10, 10, '#fff7d6', { rx: 3 }),
    rect(hoodEnd - 2, -50, 16, 18, CHROME, { rx: 3 }),
    drawWheel(steerX),
    circle(cabStart + 12, -146, 6, '#ffa31a'),
    circle(cabEnd - 22, -146, 6, '#ffa31a'),
    drawFlag(hoodEnd + 10, -50),
  ]
  return { svg: parts.join(''), length, fifthWheelX }
}

/** A pickup escort with a roof sign (left blank) and an amber light bar. */
export function drawPilotCar({ color = '#f4f4f2' } = {}) {
  const parts = [
    rect(0, -52, 84, 30, color, { rx: 4 }),
    path('M84 -22 L84 -86 Q84 -92 92 -92 L138 -92 L162 -58 L214 -52 Q222 -50 222 -40 L222 -22 Z', color),
    poly([[94, -84], [134, -84], [152, -60], [94, -60]], GLASS),
    line(118, -84, 118, -60, color, 4),
    rect(0, -40, 222, 4, shade(color, -0.2)),
    rect(96, -104, 40, 6, '#ffa31a', { rx: 2 }),
    rect(36, -128, 120, 28, '#f7d21c', { stroke: '#222', 'stroke-width': 3 }),
    line(60, -100, 60, -92, '#333', 3),
    line(132, -100, 132, -92, '#333', 3),
    rect(214, -46, 10, 8, '#fff7d6'),
    drawWheel(42, 16),
    drawWheel(180, 16),
    drawFlag(4, -52),
  ]
  return { svg: parts.join(''), length: 224 }
}

/** Places a vehicle drawn in local coordinates at (`x`, `groundY`), optionally mirrored. */
export const place = (svg, x, groundY, scale, mirrored = false) =>
  group(mirrored ? `${translate(x, groundY)} scale(${-scale} ${scale})` : translate(x, groundY, scale), svg)
