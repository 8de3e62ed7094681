/**
 * Draws the demo fleet and gallery pictures (flat illustrations made in code) into
 * scripts/demo-assets. Run after changing the art: `node scripts/make-demo-images.mjs`;
 * an optional argument renders only the files whose name contains it.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { ALL_ART, FLEET_ART } from './lib/demo-art/catalog.mjs'
import { countAxles, drawScene } from './lib/demo-art/compose.mjs'
import { DEMO_FLEET } from './lib/demo-data.mjs'

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-assets')
const JPEG_OPTIONS = { quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' }

async function renderPicture({ file, scene }) {
  const target = path.join(assetsDir, file)
  await mkdir(path.dirname(target), { recursive: true })
  const svg = drawScene({ name: file, ...scene })
  const info = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS).toFile(target)
  console.log(`${file.padEnd(48)} ${info.width}x${info.height} ${(info.size / 1024).toFixed(0)} KB`)
}

/** A fleet picture must show the axles its vehicle is listed with, or the page contradicts itself. */
function checkFleetAxles() {
  for (const vehicle of DEMO_FLEET) {
    const art = FLEET_ART.find(({ file }) => file === vehicle.image)
    if (!art) throw new Error(`No picture is drawn for ${vehicle.image}`)
    const drawn = countAxles(art.scene.rig)
    if (drawn !== vehicle.axle_count) throw new Error(`${vehicle.image} shows ${drawn} axles, ${vehicle.name} has ${vehicle.axle_count}`)
  }
}

checkFleetAxles()
const filter = process.argv[2] ?? ''
for (const picture of ALL_ART.filter(({ file }) => file.includes(filter))) {
  await renderPicture(picture)
}
