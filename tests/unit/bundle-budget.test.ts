// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

/** The most JavaScript (gzip) a first visit to the home page may download. */
const HOME_FIRST_VISIT_BUDGET_KB = 150

/** The most JavaScript (gzip) a first visit to a form page may download (the forms load on the road). */
const FORM_PAGE_FIRST_VISIT_BUDGET_KB = 180

/** The public pages built around a form, by their route file. */
const FORM_PAGES = {
  '/quote': 'src/routes/_public/quote.tsx',
  '/contact': 'src/routes/_public/contact.tsx',
  '/careers': 'src/routes/_public/careers.tsx',
  '/auth': 'src/routes/_public/auth/index.tsx',
}

/** The public layout's route chunk, which every public page loads. */
const PUBLIC_LAYOUT_CHUNK = 'src/routes/_public.tsx?tsr-split=component---pendingComponent'

/** Route chunks the router loads to render `/`: the public layout and the home page. */
const HOME_ROUTE_CHUNKS = [
  PUBLIC_LAYOUT_CHUNK,
  'src/routes/_public/index.tsx?tsr-split=component---pendingComponent',
]

/** The app as built (`npm run build`, or the build step of `npm test`), with its Vite manifest. */
const buildDir = fileURLToPath(new URL('../../pb_public/', import.meta.url))
const manifestFile = path.join(buildDir, '.vite', 'manifest.json')

let manifest: Manifest = {}

beforeAll(() => {
  if (!existsSync(manifestFile)) {
    throw new Error(`No app build to measure (${path.relative(process.cwd(), manifestFile)} is missing): run \`npm run build\` first.`)
  }
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
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
  return gzipSync(readFileSync(path.join(buildDir, chunk.file)), { level: 9 }).length / 1024
}

/** What the given entries load before anything is asked for, in KB (gzip), and a note of the largest chunks. */
function firstVisit(keys: readonly string[]): { totalKb: number; largest: string } {
  const sizes = [...staticClosure(keys)].map((key) => ({ key, kb: gzipKb(key) })).sort((a, b) => b.kb - a.kb)
  const totalKb = sizes.reduce((sum, { kb }) => sum + kb, 0)
  const largest = sizes.slice(0, 8).map(({ key, kb }) => `${key} ${kb.toFixed(1)} KB`)
  return { totalKb, largest: `largest chunks: ${largest.join(', ')}` }
}

/** What every page fetches as soon as it has drawn (grouped in vite.config.ts): part of each first visit. */
function afterDrawChunk(): string {
  const key = Object.keys(manifest).find((candidate) => /^_after-draw-[\w-]+\.js$/.test(candidate))
  if (!key) throw new Error('no after-draw chunk in the build manifest')
  return key
}

/** The chunks of a route's component (with its pending state), as the router splits it. */
function routeComponentChunks(routeFile: string): string[] {
  const keys = Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=component`))
  if (keys.length === 0) throw new Error(`no component chunk of ${routeFile} in the build manifest`)
  return keys
}

describe('first visit to the home page', () => {
  it(`downloads at most ${HOME_FIRST_VISIT_BUDGET_KB} KB of JavaScript (gzip)`, () => {
    const { totalKb, largest } = firstVisit(['index.html', afterDrawChunk(), ...HOME_ROUTE_CHUNKS])
    expect(totalKb, largest).toBeLessThanOrEqual(HOME_FIRST_VISIT_BUDGET_KB)
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

describe('first visit to a form page', () => {
  it.each(Object.entries(FORM_PAGES))(`%s downloads at most ${FORM_PAGE_FIRST_VISIT_BUDGET_KB} KB of JavaScript (gzip)`, (_path, routeFile) => {
    const { totalKb, largest } = firstVisit(['index.html', afterDrawChunk(), PUBLIC_LAYOUT_CHUNK, ...routeComponentChunks(routeFile)])
    expect(totalKb, largest).toBeLessThanOrEqual(FORM_PAGE_FIRST_VISIT_BUDGET_KB)
  })

  it('leaves to later chunks what a form needs only once used: the SDK, dialogs, selects, number formatting', () => {
    const later = [/pocketbase/, /FocusTrap|floating-ui/, /(^|[/_])Modal-/, /(^|[/_])(Select|Combobox)-/, /number-format/]
    for (const routeFile of Object.values(FORM_PAGES)) {
      const loaded = [...staticClosure(['index.html', PUBLIC_LAYOUT_CHUNK, ...routeComponentChunks(routeFile)])]
      const names = loaded.flatMap((key) => [key, manifest[key]?.file ?? ''])
      for (const pattern of later) expect(names.filter((name) => pattern.test(name)), `${routeFile} loads ${pattern}`).toEqual([])
    }
  })
})
