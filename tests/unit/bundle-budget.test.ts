// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Manifest } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** The most JavaScript (gzip) a first visit to the home page may download. */
const HOME_FIRST_VISIT_BUDGET_KB = 150

/** Route chunks the router loads to render `/`: the public layout and the home page. */
const HOME_ROUTE_CHUNKS = [
  'src/routes/_public.tsx?tsr-split=component---pendingComponent',
  'src/routes/_public/index.tsx?tsr-split=component---pendingComponent',
]

let outDir = ''
let manifest: Manifest = {}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'))
  // Vitest runs with NODE_ENV=test, which would build React's development bundles.
  const testNodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } })
  } finally {
    process.env.NODE_ENV = testNodeEnv
  }
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}, 180_000)

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

/** Every manifest entry the given ones load statically, themselves included. */
function staticClosure(keys: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`no chunk ${key} in the build manifest`)
    seen.add(key)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return seen
}

function gzipKb(key: string): number {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`no chunk ${key} in the build manifest`)
  return gzipSync(readFileSync(path.join(outDir, chunk.file)), { level: 9 }).length / 1024
}

describe('first visit to the home page', () => {
  it(`downloads at most ${HOME_FIRST_VISIT_BUDGET_KB} KB of JavaScript (gzip)`, () => {
    const chunks = staticClosure(['index.html', ...HOME_ROUTE_CHUNKS])
    const sizes = [...chunks].map((key) => ({ key, kb: gzipKb(key) })).sort((a, b) => b.kb - a.kb)
    const totalKb = sizes.reduce((sum, { kb }) => sum + kb, 0)
    const largest = sizes.slice(0, 8).map(({ key, kb }) => `${key} ${kb.toFixed(1)} KB`)
    expect(totalKb, `largest chunks: ${largest.join(', ')}`).toBeLessThanOrEqual(HOME_FIRST_VISIT_BUDGET_KB)
  })

  it('leaves the sections below the fold and the back office to later chunks', () => {
    const loaded = [...staticClosure(['index.html', ...HOME_ROUTE_CHUNKS])]
    const deferred = ['cargo-types-section', 'reasons-section', 'move-steps-section', 'testimonials-section']
    for (const name of deferred) {
      const key = Object.keys(manifest).find((candidate) => candidate.includes(`features/marketing/home/${name}.tsx`))
      expect(key, `${name} has its own chunk`).toBeDefined()
      expect(loaded).not.toContain(key)
    }
    expect(loaded.filter((key) => key.includes('src/routes/admin'))).toEqual([])
  })
})
