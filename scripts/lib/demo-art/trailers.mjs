/**
 * Heavy-haul trailers in side view. Local coordinates: x = 0 at the kingpin (where the
 * trailer couples), the trailer extends to negative x; y = 0 on the ground, up is negative.
 * Each drawing returns { back, overlay, rearX, loadSpot }: `back` goes under the load,
 * `overlay` over it, `loadSpot` is where the load's bottom centre sits and how long it may be.
 */
import { AXLE_SPACING, CHROME, STEEL, drawAxles } from './vehicles.mjs'
import { circle, line, poly, range, rect, shade } from './svg.mjs'

const WOOD = '#8a6a48'
const TAIL_LIGHT = '#d62828'
const NECK_FRONT = 36

const axleRunLength = (axles) => axles * AXLE_SPACING + 40

function drawNeck(color) {
  return poly([[NECK_FRONT, -72], [NECK_FRONT - 8, -84], [-64, -84], [-64, -60], [NECK_FRONT, -60]], color)
}

function stakePockets(fromX, toX, y) {
  const count = Math.floor((fromX - toX) / 44)
  return range(count).map((index) => rect(fromX - 24 - index * 44, y, 6, 9, shade(STEEL, 0.2))).join('')
}

const tailLight = (x, y) => rect(x - 3, y, 6, 9, TAIL_LIGHT)

/** Lowboy, removable-gooseneck and double-drop trailers: a low well between neck and axles. */
function drawWellTrailer({ axles, well, color, detachableNeck }) {
  const wellStart = -104
  const wellEnd = wellStart - well
  const rampEnd = wellEnd - 34
  const rearX = rampEnd - axleRunLength(axles)
  const body = poly(
    [
      [-64, -84], [wellStart, -40], [wellEnd, -40], [rampEnd, -66], [rearX, -66],
      [rearX, -44], [rampEnd + 6, -44], [wellEnd + 4, -16], [wellStart + 18, -16], [-40, -60],
    ],
    color,
  )
  const hinge = detachableNeck
    ? circle(-60, -72, 8, shade(color, -0.35)) + line(-8, -82, -70, -52, shade(CHROME, -0.2), 6)
    : ''
  const back = [
    drawAxles(rearX + axleRunLength(axles) / 2 - 6, axles),
    drawNeck(color),
    body,
    rect(wellEnd, -44, well, 4, WOOD),
    rect(rearX, -70, rampEnd - rearX, 4, WOOD),
    stakePockets(wellStart, wellEnd, -34),
    rect(rearX + 4, -44, 4, 30, '#111'),
    tailLight(rearX, -64),
    hinge,
  ].join('')
  return { back, overlay: '', rearX, loadSpot: { x: (wellStart + wellEnd) / 2, y: -44, length: well } }
}

/** Extendable flatbed ("stretch") trailer: a long high deck with the axles at the rear. */
function drawStretchTrailer({ axles, deck, color }) {
  const rearX = -deck
  const axleCenter = rearX + axleRunLength(axles) / 2 + 10
  const back = [
    drawAxles(axleCenter, axles),
    rect(rearX + axleRunLength(axles) - 10, -72, -rearX * 0.55 - axleRunLength(axles), 10, shade(color, -0.3)),
    drawNeck(color),
    poly([[-64, -84], [-deck * 0.4, -84], [-deck * 0.4, -62], [-64, -62]], color),
    poly([[-deck * 0.62, -84], [rearX, -84], [rearX, -44], [rearX + axleRunLength(axles) + 20, -44], [-deck * 0.62, -62]], color),
    rect(-deck * 0.62, -80, deck * 0.22, 14, shade(color, -0.2)),
    rect(rearX, -88, deck - 64, 4, WOOD),
    stakePockets(-70, rearX, -76),
    tailLight(rearX, -80),
  ].join('')
  return { back, overlay: '', rearX, loadSpot: { x: -deck / 2 - 30, y: -88, length: deck } }
}

/** Perimeter frame: the load (a transformer) hangs inside the frame, close to the road. */
function drawPerimeterTrailer({ axles, frame, color }) {
  const frameStart = -104
  const frameEnd = frameStart - frame
  const rearX = frameEnd - axleRunLength(axles)
  const back = [
    drawAxles(rearX + axleRunLength(axles) / 2, axles),
    drawNeck(color),
    poly([[-64, -84], [frameStart, -76], [frameStart, -44], [-40, -60]], color),
    rect(frameEnd, -76, frame, 16, shade(color, -0.35)),
    poly([[frameEnd, -76], [rearX, -76], [rearX, -46], [frameEnd, -46]], color),
    rect(rearX, -80, frameEnd - rearX, 4, WOOD),
    tailLight(rearX, -72),
  ].join('')
  const overlay = [
    rect(frameEnd, -72, frame, 30, color),
    rect(frameEnd, -72, frame, 5, '#ffffff', { opacity: 0.18 }),
    ...range(Math.floor(frame / 60)).map((index) => rect(frameStart - 40 - index * 60, -68, 5, 22, shade(color, -0.25))),
  ].join('')
  return { back, overlay, rearX, loadSpot: { x: (frameStart + frameEnd) / 2, y: -16, length: frame } }
}

function drawBolsterUnit(centerX, axles, color, { withNeck = false, steerCab = false } = {}) {
  const half = axleRunLength(axles) / 2
  return [
    drawAxles(centerX, axles),
    withNeck ? drawNeck(color) + poly([[-64, -84], [centerX + half, -84], [centerX + half, -60], [-64, -60]], color) : '',
    rect(centerX - half, -84, half * 2, 24, color),
    rect(centerX - 34, -100, 68, 16, STEEL),
    rect(centerX - 8, -106, 16, 6, shade(STEEL, 0.3)),
    steerCab ? rect(centerX - half - 4, -134, 36, 74, color, { rx: 4 }) + rect(centerX - half + 2, -126, 24, 20, '#7fa7c4', { rx: 3 }) : '',
    tailLight(centerX - half, -80),
  ].join('')
}

/** Beam or dolly system: the load itself spans between a front and a rear bolster. */
function drawBeamSystem({ frontAxles, rearAxles, span, color }) {
  const frontCenter = -64 - axleRunLength(frontAxles) / 2
  const rearCenter = frontCenter - span
  const back = [
    drawBolsterUnit(frontCenter, frontAxles, color, { withNeck: true }),
    drawBolsterUnit(rearCenter, rearAxles, color, { steerCab: true }),
  ].join('')
  const rearX = rearCenter - axleRunLength(rearAxles) / 2
  return { back, overlay: '', rearX, loadSpot: { x: (frontCenter + rearCenter) / 2, y: -100, length: span, supportSpan: span } }
}

const TRAILER_KINDS = {
  lowboy: (spec) => drawWellTrailer({ ...spec, detachableNeck: false }),
  rgn: (spec) => drawWellTrailer({ ...spec, detachableNeck: true }),
  'double-drop': (spec) => drawWellTrailer({ ...spec, detachableNeck: false }),
  stretch: drawStretchTrailer,
  perimeter: drawPerimeterTrailer,
  beam: drawBeamSystem,
}

export function drawTrailer(spec) {
  const draw = TRAILER_KINDS[spec.kind]
  if (!draw) throw new Error(`Unknown trailer kind: ${spec.kind}`)
  return draw(spec)
}

/** A jeep (load-spreading dolly) between tractor and trailer; returns where its fifth wheel is. */
export function drawJeep({ axles, color }) {
  const axleCenter = -96 - axleRunLength(axles) / 2
  const svg = [
    drawAxles(axleCenter, axles),
    drawNeck(color),
    poly([[-64, -84], [-96, -56], [-96, -44], [-70, -60]], color),
    rect(axleCenter - axleRunLength(axles) / 2, -56, axleRunLength(axles), 14, color),
    rect(axleCenter - 30, -64, 60, 8, '#1c1c1c'),
  ].join('')
  return { svg, fifthWheelX: axleCenter, rearX: axleCenter - axleRunLength(axles) / 2 }
}

/** A booster (stinger dolly) behind the trailer; local x = 0 where it hooks on. */
export function drawBooster({ axles, color }) {
  const start = -70
  const rearX = start - axleRunLength(axles)
  const svg = [
    drawAxles(start - axleRunLength(axles) / 2, axles),
    poly([[8, -62], [start, -66], [start, -52], [8, -54]], shade(color, -0.2)),
    rect(rearX, -66, axleRunLength(axles), 20, color),
    tailLight(rearX, -64),
    rect(rearX + 4, -46, 4, 30, '#111'),
  ].join('')
  return { svg, rearX }
}
