import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { binDir, builtBinary, serverDir } from './paths.mjs'
import { fingerprint } from './fingerprint.mjs'

const stampFile = path.join(binDir, 'build-hash')

/**
 * How the server is compiled, tests included: SQLite's C library through cgo (server/database.go),
 * without PocketBase's default driver. The Dockerfile builds the same way.
 */
export const goBuild = { env: { CGO_ENABLED: '1' }, tags: ['-tags', 'no_default_driver'] }

/** The PocketBase binary to run: POCKETBASE_BIN, or ours, rebuilt only when server/ changed. */
export function ensureServerBinary({ log = console.log } = {}) {
  if (process.env.POCKETBASE_BIN) return process.env.POCKETBASE_BIN
  const wanted = fingerprint([serverDir])
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : ''
  if (existsSync(builtBinary) && current === wanted) return builtBinary

  log('Building PocketBase from server/ (first time takes a minute or two)...')
  mkdirSync(binDir, { recursive: true })
  execFileSync('go', ['build', ...goBuild.tags, '-trimpath', '-ldflags', '-s -w', '-o', builtBinary, '.'], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, ...goBuild.env },
  })
  writeFileSync(stampFile, wanted)
  return builtBinary
}
