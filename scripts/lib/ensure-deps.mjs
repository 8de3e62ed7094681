import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { root } from './paths.mjs'

/** Runs `npm ci` when node_modules is missing or older than the lock file. Uses Node built-ins only. */
export function ensureDependencies({ log = console.log } = {}) {
  const installed = path.join(root, 'node_modules', '.package-lock.json')
  const lock = path.join(root, 'package-lock.json')
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return
  log('Installing dependencies (npm ci)...')
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' })
}
