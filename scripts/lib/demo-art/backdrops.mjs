/** Landmarks behind the road: wind farms, forests, plants, power lines, ports and skylines. */
import { circle, group, line, poly, range, rect, shade } from './svg.mjs'
import { WIDTH } from './scenery.mjs'

export function drawWindTurbine(x, baseY, height, color, angle = 0) {
  const hubY = baseY - height
  const bladeLength = height * 0.55
  const blades = [0, 120, 240].map((turn) =>
    group(`rotate(${angle + turn} ${x} ${hubY})`, poly([[x - 3, hubY], [x + 3, hubY], [x + 1, hubY - bladeLength], [x - 1, hubY - bladeLength]], color)),
  )
  const tower = poly([[x - 5, baseY], [x + 5, baseY], [x + 2, hubY], [x - 2, hubY]], color)
  return tower + blades.join('') + rect(x - 6, hubY - 4, 14, 8, color) + circle(x, hubY, 4, shade(color, -0.15))
}

export const drawWindFarm = (baseY, color, random) =>
  range(6)
    .map((index) => drawWindTurbine(90 + index * 270 + random() * 60, baseY, 170 + random() * 110, color, random() * 120))
    .join('')

export function drawPine(x, baseY, height, color, snow = false) {
  const tiers = [0, 1, 2].map((tier) => {
    const top = baseY - height + tier * height * 0.25
    const halfWidth = height * (0.2 + tier * 0.08)
    const bottom = top + height * 0.45
    const cap = snow ? poly([[x, top], [x + halfWidth * 0.45, top + height * 0.18], [x - halfWidth * 0.45, top + height * 0.18]], '#f5f9fc') : ''
    return poly([[x, top], [x + halfWidth, bottom], [x - halfWidth, bottom]], color) + cap
  })
  return rect(x - 4, baseY - height * 0.12, 8, height * 0.12, shade(color, -0.3)) + tiers.join('')
}

export const drawForest = (baseY, color, random, snow = false) =>
  range(26)
    .map((index) => drawPine(index * 64 + random() * 30, baseY + 4, 70 + random() * 70, shade(color, random() * 0.15), snow))
    .join('')

export function drawRoundTrees(baseY, color, random) {
  return range(12)
    .map((index) => {
      const x = index * 140 + random() * 70
      const size = 26 + random() * 24
      return rect(x - 4, baseY - size, 8, size, shade(color, -0.45)) + circle(x, baseY - size * 1.6, size, shade(color, random() * 0.12 - 0.06))
    })
    .join('')
}

/** An industrial plant: halls, stacks and a plume, as a flat silhouette. */
export function drawPlant(baseY, color, x = 980) {
  const halls = [
    rect(x, baseY - 120, 260, 120, color),
    rect(x + 240, baseY - 170, 180, 170, shade(color, 0.06)),
    rect(x - 160, baseY - 90, 180, 90, shade(color, -0.05)),
  ]
  const stacks = [0, 1].map((index) => rect(x + 280 + index * 60, baseY - 330 + index * 40, 22, 300, shade(color, -0.08)))
  const plume = range(4).map((index) => circle(x + 300 + index * 40, baseY - 360 - index * 26, 24 + index * 10, '#ffffff', { opacity: 0.35 - index * 0.06 }))
  const tanks = [0, 1, 2].map((index) => rect(x - 140 + index * 50, baseY - 140, 40, 50, shade(color, 0.1), { rx: 18 }))
  return [...halls, ...stacks, ...plume, ...tanks].join('')
}

export function drawPylon(x, baseY, height, color) {
  const top = baseY - height
  const legs = poly([[x - 30, baseY], [x - 4, top], [x + 4, top], [x + 30, baseY], [x + 22, baseY], [x, top + 40], [x - 22, baseY]], color)
  const arms = [0.12, 0.3].map((share) => rect(x - 42, top + height * share, 84, 5, color))
  const braces = [0.45, 0.65, 0.85].map((share) => line(x - 22 * share - 6, top + height * share, x + 22 * share + 6, top + height * share, color, 3))
  return legs + arms.join('') + braces.join('')
}

export function drawPowerLine(baseY, color) {
  const towers = [140, 620, 1100, 1580].map((x) => drawPylon(x, baseY, 240, color))
  const wires = [0.12, 0.3]
    .flatMap((share) => [-40, 40].map((offset) => `M-20 ${baseY - 240 + 240 * share + 4} ` + [140, 620, 1100, 1580].map((x) => `Q${x - 240} ${baseY - 190 + 240 * share} ${x + offset} ${baseY - 240 + 240 * share + 4}`).join(' ')))
    .map((d) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.5"/>`)
  return towers.join('') + wires.join('')
}

const CONTAINER_COLORS = ['#c0392b', '#2e86c1', '#d68910', '#1e8449', '#7d3c98', '#ca6f1e']

export function drawPort(baseY, color, random) {
  const water = rect(0, baseY - 40, WIDTH, 40, shade(color, 0.35))
  const cranes = [260, 760, 1260].map((x) =>
    [
      rect(x, baseY - 300, 14, 300, color),
      rect(x + 110, baseY - 300, 14, 300, color),
      rect(x - 120, baseY - 320, 400, 18, color),
      poly([[x + 40, baseY - 320], [x + 70, baseY - 400], [x + 84, baseY - 400], [x + 90, baseY - 320]], color),
      line(x + 77, baseY - 400, x - 120, baseY - 320, color, 3),
      line(x + 77, baseY - 400, x + 280, baseY - 320, color, 3),
    ].join(''),
  )
  const containers = range(22).map((index) => {
    const column = index % 11
    const tier = Math.floor(index / 11)
    const colour = CONTAINER_COLORS[Math.floor(random() * CONTAINER_COLORS.length)]
    return rect(40 + column * 140 + tier * 30, baseY - 80 - tier * 34, 120, 32, colour, { opacity: 0.85 })
  })
  return water + cranes.join('') + containers.join('')
}

/** City skyline; at night the windows are lit. */
export function drawSkyline(baseY, color, random, lit = false) {
  let x = 0
  const buildings = []
  while (x < WIDTH) {
    const width = 60 + random() * 90
    const height = 90 + random() * 260
    buildings.push(rect(x, baseY - height, width - 6, height, shade(color, random() * 0.1)))
    if (lit) {
      for (let wy = baseY - height + 14; wy < baseY - 12; wy += 22) {
        for (let wx = x + 8; wx < x + width - 18; wx += 18) {
          if (random() > 0.55) buildings.push(rect(wx, wy, 8, 10, '#ffd977', { opacity: 0.8 }))
        }
      }
    }
    x += width
  }
  return buildings.join('')
}

/** A truss bridge in the distance, for the bridge-beam scene. */
export function drawDistantBridge(baseY, color) {
  const deckY = baseY - 120
  const piers = [200, 600, 1000, 1400].map((x) => rect(x - 14, deckY, 28, 120, color))
  const arches = [0, 400, 800, 1200].map((x) => `<path d="M${x} ${deckY} Q${x + 200} ${deckY - 150} ${x + 400} ${deckY}" fill="none" stroke="${color}" stroke-width="10"/>`)
  const hangers = range(32).map((index) => {
    const x = index * 50 + 25
    const along = (x % 400) / 400
    return line(x, deckY, x, deckY - 300 * along * (1 - along), color, 3)
  })
  return [rect(0, deckY - 10, WIDTH, 16, color), ...piers, ...arches, ...hangers].join('')
}
