import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { binDir, publicDir, root } from './paths.mjs'
import { prerenderPublicPages } from '../prerender.mjs'
import { fingerprint } from './fingerprint.mjs'

const stampFile = path.join(binDir, 'app-build-hash')
const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/prerender.mjs',
  'scripts/prerender',
  'scripts/lib/app-routes.mjs',
  'pb_hooks/lib/seo.js',
  'server/image_display.json',
  'server/load_limits.json',
  'server/postal_codes.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.app.json',
].map((p) =>
  path.join(root, p),
)

/**
 * Builds the app into pb_public/, with the prerendered public pages, unless the sources are
 * unchanged since the last build.
 */
export async function ensureAppBuild({ log = console.log, force = false } = {}) {
  const wanted = fingerprint(inputs)
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : ''
  if (!force && current === wanted && existsSync(path.join(publicDir, 'index.html'))) return
  log('Building the app...')
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  await prerenderPublicPages({ log })
  mkdirSync(binDir, { recursive: true })
  writeFileSync(stampFile, wanted)
}
