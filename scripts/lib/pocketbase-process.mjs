import { execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { hooksDir, migrationsDir, publicDir } from './paths.mjs'

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function pbArgs(dataDir) {
  return ['--dir', dataDir, '--hooksDir', hooksDir, '--migrationsDir', migrationsDir, '--publicDir', publicDir]
}

/** Applies pending migrations without serving (used before seeding the superuser). */
export function migrate(binary, dataDir, env = process.env) {
  execFileSync(binary, ['migrate', 'up', ...pbArgs(dataDir)], { env, stdio: 'pipe' })
}

/** Creates or updates the superuser that owns the /_/ dashboard. */
export function upsertSuperuser(binary, dataDir, email, password, env = process.env) {
  execFileSync(binary, ['superuser', 'upsert', email, password, ...pbArgs(dataDir)], { env, stdio: 'pipe' })
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`PocketBase did not answer at ${url} within ${timeoutMs} ms`)
}

/**
 * Serves PocketBase on 127.0.0.1:port with our hooks, migrations and built app.
 * Resolves once /api/health answers; `stop()` ends the process and waits for it.
 */
export async function startPocketBase({ binary, dataDir, port, env = process.env, quiet = true, timeoutMs = 30000 }) {
  const url = `http://127.0.0.1:${port}`
  const child = spawn(binary, ['serve', '--http', `127.0.0.1:${port}`, ...pbArgs(dataDir)], {
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  })
  let output = ''
  if (quiet) {
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
  }
  try {
    await waitForHealth(url, child, timeoutMs)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${error.message}\n${output}`)
  }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
