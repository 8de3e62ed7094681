/** Puts tractor, jeep, trailer, booster and load together and sets them in a landscape. */
import { drawDistantBridge, drawForest, drawPlant, drawPort, drawPowerLine, drawRoundTrees, drawSkyline, drawWindFarm } from './backdrops.mjs'
import { drawLoad } from './loads.mjs'
import { HEIGHT, WIDTH, drawClouds, drawForeground, drawGuardrail, drawHills, drawMesas, drawMountains, drawRoad, drawShadow, drawSky } from './scenery.mjs'
import { el, group, seededRandom, shade, translate } from './svg.mjs'
import { THEMES } from './themes.mjs'
import { drawBooster, drawJeep, drawTrailer } from './trailers.mjs'
import { drawPilotCar, drawTractor } from './vehicles.mjs'

const PILOT_GAP = 140

/** Where a load sits on its trailer: centred in the well, or (blades) root first. */
function placeLoad(load, trailer, couplingX) {
  const { loadSpot } = trailer
  const sized = { length: loadSpot.length * 0.92, supportSpan: loadSpot.supportSpan, ...load }
  const x = load.kind === 'blade' ? couplingX - 80 : couplingX + loadSpot.x
  return group(translate(x, loadSpot.y), drawLoad(sized, loadSpot.length))
}

/**
 * A whole combination in local coordinates, the tractor's front bumper at x = 0.
 * Returns its SVG and how far it reaches backwards (a negative x).
 */
export function drawRig({ tractor, jeep, trailer, booster, load, pilotCar }) {
  const truck = drawTractor(tractor)
  const parts = [group(translate(-truck.length, 0), truck.svg)]
  let couplingX = -truck.length + truck.fifthWheelX
  let rearX = -truck.length
  if (jeep) {
    const dolly = drawJeep({ color: trailer?.color ?? '#2d3436', ...jeep })
    parts.push(group(translate(couplingX, 0), dolly.svg))
    rearX = couplingX + dolly.rearX
    couplingX += dolly.fifthWheelX
  }
  if (trailer) {
    const drawn = drawTrailer(trailer)
    parts.push(group(translate(couplingX, 0), drawn.back))
    if (load) parts.push(placeLoad(load, drawn, couplingX))
    parts.push(group(translate(couplingX, 0), drawn.overlay))
    rearX = couplingX + drawn.rearX
    if (load?.kind === 'blade') rearX = Math.min(rearX, couplingX - 80 - (load.length ?? 0))
    if (booster) {
      const dolly = drawBooster({ color: trailer.color, ...booster })
      parts.push(group(translate(couplingX + drawn.rearX, 0), dolly.svg))
      rearX = couplingX + drawn.rearX + dolly.rearX
    }
  }
  let frontX = 0
  if (pilotCar) {
    const car = drawPilotCar(pilotCar)
    parts.push(group(translate(PILOT_GAP, 0), car.svg))
    frontX = PILOT_GAP + car.length
  }
  return { svg: parts.join(''), rearX, frontX }
}

/** Every axle on the road in a combination, as the fleet list counts them. */
export function countAxles({ tractor, jeep, trailer, booster }) {
  const trailerAxles = trailer ? (trailer.axles ?? 0) + (trailer.frontAxles ?? 0) + (trailer.rearAxles ?? 0) : 0
  return (tractor.axles ?? 3) + (jeep?.axles ?? 0) + trailerAxles + (booster?.axles ?? 0)
}

const BACKDROPS = {
  mountains: (base, theme, random) => drawMountains(base - 40, theme.far, random, { snow: theme.snow }),
  hills: (base, theme, random) => drawHills(base, theme.mid, random),
  mesas: (base, theme, random) => drawMesas(base, theme.far, random),
  windfarm: (base, theme, random) => drawWindFarm(base - 30, shade(theme.far, 0.45), random),
  forest: (base, theme, random) => drawForest(base, theme.mid, random, theme.snow),
  trees: (base, theme, random) => drawRoundTrees(base, theme.mid, random),
  plant: (base, theme) => drawPlant(base, shade(theme.far, -0.15)),
  powerline: (base, theme) => drawPowerLine(base, shade(theme.far, -0.3)),
  port: (base, theme, random) => drawPort(base, shade(theme.far, -0.2), random),
  skyline: (base, theme, random) => drawSkyline(base, shade(theme.far, -0.1), random, Boolean(theme.stars)),
  bridge: (base, theme) => drawDistantBridge(base, shade(theme.far, -0.2)),
}

/**
 * A complete picture as an SVG document. `scale` fixes the zoom (the rig may then run off
 * the left edge like a panned photo); otherwise the whole rig is fitted into the frame.
 */
export function drawScene({ name, theme: themeName, backdrop = [], rig, groundY = 880, scale, mirrored = false, guardrail = false }) {
  const theme = THEMES[themeName]
  if (!theme) throw new Error(`Unknown theme: ${themeName}`)
  const random = seededRandom(name)
  const horizon = groundY - 74
  const drawnRig = drawRig(rig)
  const rigLength = drawnRig.frontX - drawnRig.rearX
  const zoom = scale ?? Math.min(1.5, (WIDTH - 120) / rigLength)
  const frontEdge = Math.min(WIDTH - 60, WIDTH - (WIDTH - rigLength * zoom) / 2)
  const originX = frontEdge - drawnRig.frontX * zoom
  const vehicles = [
    drawShadow(originX + drawnRig.rearX * zoom, frontEdge, groundY),
    group(translate(originX, groundY, zoom), drawnRig.svg),
  ].join('')
  const body = [
    drawSky(theme),
    drawClouds(theme, random),
    ...backdrop.map((layer) => BACKDROPS[layer](horizon, theme, random)),
    drawRoad(groundY, theme),
    drawForeground(groundY, theme, random),
    mirrored ? group(`translate(${WIDTH} 0) scale(-1 1)`, vehicles) : vehicles,
    guardrail ? drawGuardrail(groundY, theme) : '',
  ]
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}` }, body)
}
