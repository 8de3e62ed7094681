/**
 * Draws the installable app's icons into public/icons, and takes its install screenshots from
 * the real pages into public/screenshots (committed PNGs), so the install dialog shows the app
 * as it is. Build the app first (`npm run build`), then: `node scripts/make-pwa-assets.mjs`.
 * `--icons-only` skips the screenshots. Text of the icons is set in the Liberation fonts.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { captureScreenshots } from './lib/pwa-art/capture-screenshots.mjs'
import { appIcon, maskableIcon, shortcutIcon } from './lib/pwa-art/icons.mjs'
import { root } from './lib/paths.mjs'

const publicDir = path.join(root, 'public')

async function save(file, png) {
  const target = path.join(publicDir, file)
  await mkdir(path.dirname(target), { recursive: true })
  const info = await sharp(png).png({ compressionLevel: 9, palette: false }).toFile(target)
  console.log(`${file.padEnd(32)} ${info.width}x${info.height} ${(info.size / 1024).toFixed(0)} KB`)
}

const render = (file, svgText) => save(file, Buffer.from(svgText))

for (const size of [192, 512]) {
  await render(`icons/icon-${size}.png`, appIcon(size))
  await render(`icons/maskable-${size}.png`, maskableIcon(size))
}
await render('icons/apple-touch-icon.png', maskableIcon(180))
for (const glyph of ['quote', 'careers', 'profile']) {
  await render(`icons/shortcut-${glyph}.png`, shortcutIcon(glyph))
}

if (!process.argv.includes('--icons-only')) {
  for (const { file, png } of await captureScreenshots({ log: () => {} })) await save(file, png)
}
