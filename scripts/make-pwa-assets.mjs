/**
 * Draws the installable app's icons and store screenshots into public/icons and
 * public/screenshots (committed PNGs). Run after changing the art: `node scripts/make-pwa-assets.mjs`.
 * Text is set in the Liberation fonts (fontconfig), the screenshots' photo is a demo picture.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { appIcon, maskableIcon, shortcutIcon } from './lib/pwa-art/icons.mjs'
import { narrowHomeScreenshot, wideHomeScreenshot } from './lib/pwa-art/screenshots.mjs'
import { root } from './lib/paths.mjs'

const publicDir = path.join(root, 'public')
const heroPicture = path.join(root, 'scripts/demo-assets/gallery/01-transformer-substation.jpg')

async function render(file, svgText) {
  const target = path.join(publicDir, file)
  await mkdir(path.dirname(target), { recursive: true })
  const info = await sharp(Buffer.from(svgText)).png({ compressionLevel: 9, palette: false }).toFile(target)
  console.log(`${file.padEnd(32)} ${info.width}x${info.height} ${(info.size / 1024).toFixed(0)} KB`)
}

/** The hero photo, embedded as a data URL (the SVG renderer loads no files). */
async function heroPictureDataUrl() {
  if (!existsSync(heroPicture)) throw new Error(`Missing ${heroPicture}: run node scripts/make-demo-images.mjs first`)
  const jpeg = await sharp(await readFile(heroPicture)).resize(1120).jpeg({ quality: 85 }).toBuffer()
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

for (const size of [192, 512]) {
  await render(`icons/icon-${size}.png`, appIcon(size))
  await render(`icons/maskable-${size}.png`, maskableIcon(size))
}
await render('icons/apple-touch-icon.png', maskableIcon(180))
for (const glyph of ['quote', 'careers', 'profile']) {
  await render(`icons/shortcut-${glyph}.png`, shortcutIcon(glyph))
}

const picture = await heroPictureDataUrl()
await render('screenshots/home-wide.png', wideHomeScreenshot().replace('__PICTURE__', picture))
await render('screenshots/home-narrow.png', narrowHomeScreenshot().replace('__PICTURE__', picture))
