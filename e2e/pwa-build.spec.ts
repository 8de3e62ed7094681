import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, waitForApp, type Browser } from './support/test'
import sharp from 'sharp'
import { signedInRoutes, visitorRoutes } from './support/public-routes'
import { builtAppDir, precachedUrls } from './support/pwa'
import { authenticate, demoAdmin, openSignedIn, type AuthResponse } from './support/session'

// Checks of the built app in pb_public (npm test builds it before the end-to-end step).

interface ManifestImage {
  src: string
  sizes: string
  type: string
  purpose?: string
  form_factor?: string
}

interface WebManifest {
  [field: string]: unknown
  icons: ManifestImage[]
  screenshots: ManifestImage[]
  shortcuts: { name: string; url: string; icons: ManifestImage[] }[]
}

const manifest = JSON.parse(readFileSync(path.join(builtAppDir, 'manifest.webmanifest'), 'utf8')) as WebManifest
const builtFile = (url: string) => path.join(builtAppDir, url.replace(/^\//, ''))

async function expectImageOfDeclaredSize({ src, sizes, type }: ManifestImage) {
  expect(type, src).toBe('image/png')
  const { width, height, format } = await sharp(builtFile(src)).metadata()
  expect(format, src).toBe('png')
  expect(`${width}x${height}`, src).toBe(sizes)
}

test.describe('web app manifest', () => {
  test('names the app, its scope and how it opens', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Ironbridge Heavy Haul',
      short_name: 'Ironbridge',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#101a2a',
      background_color: '#101a2a',
    })
    expect(manifest.description).toEqual(expect.stringContaining('Ironbridge Heavy Haul'))
  })

  test('has 192 and 512 px icons, plain and maskable, at the sizes it declares', async () => {
    const declared = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)
    expect(declared.sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons) await expectImageOfDeclaredSize(icon)
  })

  test('maskable icons fill their square, so no mask shows a transparent edge', async () => {
    for (const icon of manifest.icons.filter(({ purpose }) => purpose === 'maskable')) {
      const { isOpaque } = await sharp(builtFile(icon.src)).stats()
      expect(isOpaque, icon.src).toBe(true)
    }
  })

  test('offers the Get a Quote, Careers and My Profile shortcuts', async () => {
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Get a Quote', '/quote'],
      ['Careers', '/careers'],
      ['My Profile', '/dashboard'],
    ])
    for (const shortcut of manifest.shortcuts) {
      for (const icon of shortcut.icons) await expectImageOfDeclaredSize(icon)
    }
  })

  test('has a wide and a narrow screenshot for the richer install dialog', async () => {
    expect(manifest.screenshots.map(({ form_factor }) => form_factor).sort()).toEqual(['narrow', 'wide'])
    for (const screenshot of manifest.screenshots) await expectImageOfDeclaredSize(screenshot)
    const [wide, narrow] = ['wide', 'narrow'].map((factor) => manifest.screenshots.find(({ form_factor }) => form_factor === factor)!)
    const [wideWidth, wideHeight] = wide!.sizes.split('x').map(Number)
    const [narrowWidth, narrowHeight] = narrow!.sizes.split('x').map(Number)
    expect(wideWidth).toBeGreaterThan(wideHeight!)
    expect(narrowHeight).toBeGreaterThan(narrowWidth!)
  })

  test('the iOS home screen icon is a 180 px opaque square', async () => {
    const icon = builtFile('icons/apple-touch-icon.png')
    const { width, height } = await sharp(icon).metadata()
    expect([width, height]).toEqual([180, 180])
    expect((await sharp(icon).stats()).isOpaque).toBe(true)
  })
})

/**
 * The scripts and styles (`assets/...`) the browser fetches while opening each of `paths`,
 * with no service worker so every file is fetched, signed in when a session is given.
 */
async function scriptsAndStylesLoaded(browser: Browser, paths: string[], session?: AuthResponse): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const loaded = new Set<string>()
  context.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/^\/assets\/.+\.(js|css)$/.test(pathname)) loaded.add(pathname.slice(1))
  })
  try {
    const page = await context.newPage()
    if (session) await openSignedIn(page, session, '/')
    for (const path of paths) {
      await page.goto(path)
      await waitForApp(page)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    }
  } finally {
    await context.close()
  }
  return [...loaded]
}

const isSignedInRoute = (key: string) => /src\/routes\/(admin\/|_public\/_account)/.test(key)

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }

/**
 * Files reached, statically or lazily, from the manifest entries `isStart` picks, never
 * entering one `isBarred` names: read from the build's Vite manifest.
 */
function filesReachedFrom(isStart: (key: string, chunk: ManifestChunk) => boolean, isBarred: (key: string) => boolean = () => false): Set<string> {
  const viteManifest = JSON.parse(readFileSync(path.join(builtAppDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = viteManifest[key]
    if (!chunk || seen.has(key) || isBarred(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported)
  }
  for (const [key, chunk] of Object.entries(viteManifest)) if (isStart(key, chunk)) visit(key)
  return files
}

/** The tracker, loaded after the visitor's Accept only (src/features/tracking/after-consent-module.ts). */
const isAfterConsent = (key: string) => /src\/features\/tracking\/tracker\.ts$/.test(key)

/** What a visitor's pages load before any Accept: the app's entry and all it reaches short of a signed-in route or the tracker. */
const publicCode = () => filesReachedFrom((_key, chunk) => chunk.isEntry === true, (key) => isSignedInRoute(key) || isAfterConsent(key))
/** What signed-in routes can load, lazily included. */
const signedInRouteCode = () => filesReachedFrom((key) => isSignedInRoute(key))

test.describe('service worker precache', () => {
  const precached = precachedUrls()

  test('holds the app shell, the offline page, the manifest and its icons', () => {
    expect(precached).toEqual(expect.arrayContaining(['index.html', 'offline.html', 'manifest.webmanifest']))
    expect(precached).toEqual(expect.arrayContaining(manifest.icons.map(({ src }) => src.replace(/^\//, ''))))
  })

  test('holds the code of every page a visitor opens, and none that only signed-in pages load', async ({ browser, request }) => {
    test.setTimeout(120_000)
    const visitor = await scriptsAndStylesLoaded(browser, visitorRoutes())
    const admin = await authenticate(request, demoAdmin)
    const signedIn = await scriptsAndStylesLoaded(browser, signedInRoutes(), admin)
    const signedInOnly = signedIn.filter((file) => !visitor.includes(file))

    expect(visitor.length).toBeGreaterThan(20)
    expect(visitor.filter((file) => !precached.includes(file))).toEqual([])
    expect(signedInOnly.length).toBeGreaterThan(5)
    // Code the back office shares with what a visitor opens later (the menu, a dialog, the
    // maintenance page) is precached with it; nothing only signed-in pages can load is.
    const sharedWithPublic = publicCode()
    expect(signedInOnly.filter((file) => precached.includes(file) && !sharedWithPublic.has(file))).toEqual([])
    // Nothing else is left out: every other script and style of the build is precached, but
    // what only signed-in routes reach, the tracker and its session recorder, which wait for
    // the visitor's Accept (e2e/tracking-consent.spec.ts), and the replay player, which loads
    // when an admin opens a replay.
    const signedInCode = signedInRouteCode()
    const emitted = readdirSync(path.join(builtAppDir, 'assets'))
      .filter((file) => /\.(js|css)$/.test(file) && !/^(tracker|record|replay-player)-/.test(file))
      .map((file) => `assets/${file}`)
      .filter((file) => !signedInCode.has(file) || sharedWithPublic.has(file))
    expect(emitted.filter((file) => !precached.includes(file))).toEqual([])
  })

  test('holds the Latin fonts, only files that exist, and nothing of the API or the dashboard', () => {
    expect(precached.filter((url) => url.endsWith('.woff2')).map((url) => url.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(
      expect.arrayContaining(['assets/inter-latin-wght-normal', 'assets/barlow-condensed-latin-700-normal']),
    )
    expect(precached.filter((url) => !existsSync(builtFile(url)))).toEqual([])
    expect(precached.filter((url) => /^\/?(api|_)\//.test(url))).toEqual([])
    expect(precached.filter((url) => url.startsWith('screenshots/') || url === 'sw.js')).toEqual([])
  })
})
