import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The container's entrypoint, run by /bin/sh in a temporary folder with a stand-in for the
 * PocketBase binary that records how it was called.
 */

const appDir = mkdtempSync(path.join(tmpdir(), 'entrypoint-'))
const calls = path.join(appDir, 'calls.log')
writeFileSync(path.join(appDir, 'pocketbase'), `#!/bin/sh\necho "$*" >> "${calls}"\n`)
chmodSync(path.join(appDir, 'pocketbase'), 0o755)

afterAll(() => rmSync(appDir, { recursive: true, force: true }))

function runEntrypoint(env: Record<string, string>) {
  rmSync(calls, { force: true })
  const result = spawnSync('sh', [path.resolve('docker-entrypoint.sh')], {
    env: { PATH: process.env.PATH ?? '', APP_DIR: appDir, DATA_DIR: '/data', ...env },
    encoding: 'utf8',
  })
  let invoked: string[] = []
  try {
    invoked = readFileSync(calls, 'utf8').trim().split('\n')
  } catch {
    // never called
  }
  return { status: result.status, stderr: result.stderr, invoked }
}

const REAL = { ADMIN_EMAIL: 'owner@haul.example', ADMIN_PASSWORD: 'a-long-real-password' }

describe('docker-entrypoint.sh', () => {
  it('refuses to start with no password', () => {
    const run = runEntrypoint({ ADMIN_EMAIL: REAL.ADMIN_EMAIL })
    expect(run.status).toBe(64)
    expect(run.stderr).toContain('ADMIN_PASSWORD')
    expect(run.invoked).toEqual([])
  })

  it('refuses to start with the demo password of .env.example', () => {
    const example = readFileSync('.env.example', 'utf8')
    const demoPassword = /^ADMIN_PASSWORD=(.*)$/m.exec(example)?.[1] ?? ''
    expect(demoPassword).not.toBe('')
    const run = runEntrypoint({ ...REAL, ADMIN_PASSWORD: demoPassword })
    expect(run.status).toBe(64)
    expect(run.stderr).toContain('demo password')
    expect(run.invoked).toEqual([])
  })

  it('starts with the demo password when told it is a demo', () => {
    const run = runEntrypoint({ ADMIN_EMAIL: 'admin@ironbridgehaul.example', ADMIN_PASSWORD: 'ironbridge-demo-2026', DEMO: 'true' })
    expect(run.status).toBe(0)
    expect(run.invoked.at(-1)).toMatch(/^serve --http 0\.0\.0\.0:8090 --dir \/data /)
  })

  it('migrates, upserts the superuser and serves plain HTTP on PORT without a domain', () => {
    const run = runEntrypoint({ ...REAL, PORT: '9000' })
    expect(run.status).toBe(0)
    expect(run.invoked[0]).toMatch(/^migrate up --dir \/data /)
    expect(run.invoked[1]).toMatch(/^superuser upsert owner@haul\.example a-long-real-password --dir \/data /)
    expect(run.invoked[2]).toMatch(/^serve --http 0\.0\.0\.0:9000 /)
  })

  it('serves HTTPS with a certificate for DOMAIN', () => {
    const run = runEntrypoint({ ...REAL, DOMAIN: 'haul.example' })
    expect(run.status).toBe(0)
    expect(run.invoked[2]).toMatch(/^serve haul\.example --http 0\.0\.0\.0:80 --https 0\.0\.0\.0:443 /)
  })
})
