/**
 * The cargo. Each load is drawn with its bottom centre at (0, 0), its natural length along x,
 * and is scaled down by the caller when the trailer offers less room.
 */
import { circle, ellipse, line, path, poly, range, rect, shade } from './svg.mjs'

const TRACK = '#26282c'
const GLASS = '#7fa7c4'
const CHROME_CAP = '#c4cbd3'

const chain = (x1, y1, x2, y2) =>
  line(x1, y1, x2, y2, '#5b5f66', 3, { 'stroke-dasharray': '7 4', 'stroke-linecap': 'butt' })

function drawTracks(length, height = 40) {
  const rollers = range(Math.floor(length / 46)).map((index) => circle(-length / 2 + 30 + index * 46, -height / 2, 9, '#4a4d53'))
  return [
    rect(-length / 2, -height, length, height, TRACK, { rx: height / 2 }),
    rect(-length / 2 + 8, -height + 6, length - 16, height - 12, '#3a3d42', { rx: height / 2 - 6 }),
    ...rollers,
  ].join('')
}

function drawTransformer({ color = '#6f8680' }) {
  const width = 300
  const height = 150
  const ribs = range(Math.floor((width - 40) / 16)).map((index) => rect(-width / 2 + 22 + index * 16, -height + 46, 7, height - 64, shade(color, -0.18)))
  const bushing = (x) =>
    rect(x - 4, -height - 78, 8, 74, '#5f5a55') +
    range(6).map((index) => ellipse(x, -height - 16 - index * 12, 14, 5, '#8a5a3b')).join('') +
    rect(x - 7, -height - 88, 14, 12, CHROME_CAP)
  return [
    rect(-width / 2, -height, width, height, color, { rx: 6 }),
    rect(-width / 2, -height, width, 10, '#ffffff', { opacity: 0.15 }),
    ...ribs,
    rect(-width / 2 - 8, -height - 8, width + 16, 12, shade(color, -0.25), { rx: 3 }),
    rect(-width / 2 + 14, -height - 22, 18, 16, shade(color, -0.3)),
    rect(width / 2 - 32, -height - 22, 18, 16, shade(color, -0.3)),
    rect(width / 2 - 70, -height + 16, 34, 22, '#f2c230'),
    bushing(-60),
    bushing(0),
    bushing(60),
  ].join('')
}
function drawExcavator({ color = '#f2b705' }) {
  const house = shade(color, -0.05)
  return [
    drawTracks(260),
    rect(-90, -54, 180, 16, TRACK),
    rect(-70, -124, 190, 70, house, { rx: 8 }),
    rect(60, -130, 62, 78, shade(color, -0.2), { rx: 10 }),
    rect(-20, -118, 60, 6, shade(color, -0.3)),
    rect(20, -150, 8, 28, '#3d3d3d'),
    rect(-78, -186, 64, 64, color, { rx: 6 }),
    poly([[-72, -178], [-22, -178], [-22, -130], [-72, -130]], GLASS),
    poly([[-70, -110], [-150, -230], [-175, -222], [-95, -100]], color),
    poly([[-150, -230], [-260, -150], [-248, -132], [-170, -206]], color),
    line(-90, -130, -150, -200, '#c8ced5', 6),
    path('M-262 -150 L-300 -60 Q-300 -8 -250 -6 L-222 -6 L-232 -70 Z', shade(color, -0.25)),
    ...range(4).map((index) => poly([[-250 + index * 8, -6], [-244 + index * 8, 4], [-238 + index * 8, -6]], '#555')),
    chain(-120, -22, -150, 6),
    chain(120, -22, 150, 6),
  ].join('')
}

function drawBulldozer({ color = '#e8a317' }) {
  return [
    drawTracks(250, 44),
    rect(-80, -108, 170, 64, color, { rx: 6 }),
    rect(-20, -104, 100, 8, shade(color, -0.2)),
    rect(40, -138, 8, 34, '#3d3d3d'),
    rect(-120, -180, 84, 136, color, { rx: 6 }),
    rect(-112, -172, 68, 54, GLASS),
    rect(-126, -186, 96, 10, shade(color, -0.3)),
    line(80, -30, 146, -40, shade(color, -0.35), 12),
    line(90, -96, 146, -88, '#c8ced5', 6),
    path('M144 -132 Q126 -66 144 0 L168 0 Q150 -66 170 -132 Z', shade(color, -0.1)),
    rect(144, -6, 26, 6, '#555'),
    poly([[-125, -60], [-170, -50], [-176, 0], [-164, 0], [-156, -38], [-125, -44]], '#555'),
    chain(-110, -24, -140, 6),
    chain(100, -24, 130, 6),
  ].join('')
}

/** A wind-turbine blade, root towards the tractor, `length` long; overhangs the trailer. */
function drawBlade({ length = 1300 }) {
  const root = [
    rect(-10, -126, 70, 110, '#7b8794', { rx: 4 }),
    rect(-30, -120, 30, 98, '#9aa3ad'),
  ]
  const body = path(
    `M-30 -120 C${-length * 0.12} -150 ${-length * 0.2} -168 ${-length * 0.3} -150 C${-length * 0.55} -120 ${-length * 0.85} -92 ${-length} -82 ` +
      `L${-length} -74 C${-length * 0.8} -60 ${-length * 0.5} -44 ${-length * 0.3} -40 C${-length * 0.18} -36 ${-length * 0.08} -24 -30 -22 Z`,
    '#f4f6f8',
    { stroke: '#9eabb8', 'stroke-width': 3 },
  )
  const shading = path(
    `M-30 -60 C${-length * 0.2} -62 ${-length * 0.6} -64 ${-length} -78 L${-length} -74 C${-length * 0.8} -60 ${-length * 0.5} -44 ${-length * 0.3} -40 C${-length * 0.18} -36 ${-length * 0.08} -24 -30 -22 Z`,
    '#d5dce3',
  )
  const tipCradle = rect(-length * 0.55 - 20, -58, 40, 58, '#4a4f57')
  return [tipCradle, ...root, body, shading, rect(-length * 0.55 - 26, -56, 52, 8, '#f28c28')].join('')
}

/** A steel plate girder (or a concrete beam) for a bridge, with web stiffeners. */
function drawGirder({ length = 1200, color = '#4f7b93', concrete = false }) {
  const height = 90
  const fill = concrete ? '#c9c3b5' : color
  const stiffeners = concrete ? [] : range(Math.floor(length / 70)).map((index) => rect(-length / 2 + 30 + index * 70, -height + 10, 5, height - 20, shade(fill, -0.2)))
  return [
    rect(-length / 2, -height, length, height, fill),
    rect(-length / 2, -height, length, 10, shade(fill, concrete ? -0.1 : 0.15)),
    rect(-length / 2, -12, length, 12, shade(fill, -0.25)),
    ...stiffeners,
  ].join('')
}

/** A pressure vessel or fire-tube boiler: a long cylinder with domed ends, nozzles and saddles. */
function drawVessel({ length = 600, diameter = 150, color = '#d8dde2', burner = false, supportSpan = length * 0.64 }) {
  const saddleX = supportSpan / 2
  const seams = range(Math.floor(length / 120)).map((index) => rect(-length / 2 + 90 + index * 120, -diameter - 20, 3, diameter, shade(color, -0.15)))
  const nozzles = [-0.25, 0.1, 0.3].map((share) => rect(length * share - 10, -diameter - 40, 20, 24, shade(color, -0.1)) + rect(length * share - 16, -diameter - 44, 32, 7, shade(color, -0.3)))
  const saddles = [-saddleX, saddleX].map((x) => poly([[x - 50, 0], [x + 50, 0], [x + 36, -50], [x - 36, -50]], '#3f444b'))
  const burnerBox = burner ? rect(length / 2 - 30, -diameter - 30, 70, diameter + 10, '#b24a2f', { rx: 6 }) + rect(-length / 2 + 60, -diameter - 90, 40, 80, shade(color, -0.2)) : ''
  return [
    ...saddles,
    burnerBox,
    rect(-length / 2, -diameter - 20, length, diameter, color, { rx: diameter / 2 }),
    rect(-length / 2 + diameter / 3, -diameter - 12, length - (diameter * 2) / 3, 14, '#ffffff', { opacity: 0.35 }),
    ...seams,
    ...nozzles,
    chain(-saddleX, -diameter * 0.55, -saddleX - 70, 6),
    chain(saddleX, -diameter * 0.55, saddleX + 70, 6),
  ].join('')
}

const LOADS = {
  transformer: { draw: drawTransformer, naturalLength: 320 },
  excavator: { draw: drawExcavator, naturalLength: 430 },
  bulldozer: { draw: drawBulldozer, naturalLength: 350 },
  blade: { draw: drawBlade, naturalLength: null },
  girder: { draw: drawGirder, naturalLength: null },
  vessel: { draw: drawVessel, naturalLength: null },
}

/**
 * Draws `kind` fitted into `room` units of deck: `drawLoad({ kind: 'excavator' }, 330)`.
 * Loads without a natural length (blade, girder, vessel) take their `length` option.
 */
export function drawLoad(load, room) {
  const entry = LOADS[load.kind]
  if (!entry) throw new Error(`Unknown load kind: ${load.kind}`)
  const scale = entry.naturalLength ? Math.min(1, room / entry.naturalLength) : 1
  const svg = entry.draw(load)
  return scale === 1 ? svg : `<g transform="scale(${Math.round(scale * 1000) / 1000})">${svg}</g>`
}
