// Renders each public page in Chromium after the build and saves it as static HTML, which
// PocketBase serves to a first visit: the page shows before its JavaScript has run.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { publicDir } from './lib/paths.mjs'
import { PUBLIC_ROUTES, prerenderedFile } from './lib/public-routes.mjs'
import { appHeadTags, snapshotDocument } from './prerender/snapshot.mjs'
import { startStaticServer } from './prerender/static-server.mjs'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
/** Longer than the router's pending delay (1 s), so pages that read data show their loading state. */
const SETTLE_MS = 1_500
const PARALLEL_PAGES = 3
const BOOT_SCRIPT = '/prerendered/boot.js'

/**
 * The app's entry and the chunks it imports, fetched once the prerendered page has loaded
 * (its fonts and pictures) and painted, and run one per task, which keeps each task short on
 * a slow phone. The page's own files come first: on a slow link the app's code would
 * otherwise share the bandwidth with them and hold back what the visitor sees.
 */
function writeBootScript(template) {
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(template)?.[1]
  if (!entry) throw new Error('no module entry script in pb_public/index.html')
  const shared = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])
  const modules = JSON.stringify([...shared, entry])
  const boot = `// Starts the app after the prerendered page has loaded and painted: fetches all its code at
// once, then runs it a chunk per task (shared chunks first, the entry last), so no one task is long.
const modules = ${modules}
const run = (index) => index < modules.length && import(modules[index]).then(() => setTimeout(() => run(index + 1)))
const fetchAndRun = () => {
  for (const href of modules) {
    const link = document.createElement('link')
    Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href })
    document.head.append(link)
  }
  run(0)
}
// The first paint as the browser reports it (a frame is drawn some time after it is asked for).
const afterFirstPaint = (callback) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(callback))
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(callback)
  }).observe({ type: 'paint', buffered: true })
}
const start = () => afterFirstPaint(fetchAndRun)
if (document.readyState === 'complete') start()
else addEventListener('load', start, { once: true })
`
  mkdirSync(path.join(publicDir, 'prerendered'), { recursive: true })
  writeFileSync(path.join(publicDir, BOOT_SCRIPT), boot)
}

/**
 * Puts the page's stylesheets in the page itself: one download paints it, instead of the
 * document and then each of its stylesheets in turn. A disabled link (never fetched) stays
 * for each, because the app's code loader looks for a stylesheet link before it adds one:
 * without it the app would download every inlined stylesheet again, wait for it, and restyle
 * the page.
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet" crossorigin="" href="(\/assets\/[^"]+\.css)">/g, (_, href) => {
    const css = readFileSync(path.join(publicDir, href), 'utf8')
    return `<style data-href="${href}">${css.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" crossorigin="" href="${href}" disabled>`
  })
}

/** The Latin faces the first screen uses (the theme's body and heading fonts). */
const FIRST_SCREEN_FONTS = [/^inter-latin-wght-normal-.+\.woff2$/, /^barlow-condensed-latin-700-normal-.+\.woff2$/]

/**
 * Fetches the fonts with the page, so its first paint already uses them and the app, drawing
 * the same text, does not lay it out anew in other fonts.
 */
function preloadFonts(html) {
  const fonts = readdirSync(path.join(publicDir, 'assets')).filter((file) => FIRST_SCREEN_FONTS.some((name) => name.test(file)))
  const links = fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
  return html.replace('</head>', `${links.join('')}</head>`)
}

/**
 * The head tags of a page that reads data, which the app renders only once the data is in:
 * read with every API call answered by an empty list.
 */
async function readHeadTagsWithData(context, url, template) {
  const page = await context.newPage()
  try {
    await page.route('**/api/**', (request) =>
      request.fulfill({ json: { page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] } }),
    )
    await page.goto(url, { waitUntil: 'load' })
    // The app's own title (the one index.html carries is marked data-static-head).
    await page.locator('head title:not([data-static-head])').waitFor({ state: 'attached' })
    return await page.evaluate(appHeadTags, template)
  } finally {
    await page.close()
  }
}

async function renderRoute(context, baseUrl, route, template) {
  const page = await context.newPage()
  try {
    await page.goto(baseUrl + route, { waitUntil: 'load' })
    await page.locator('#main-content h1').first().waitFor()
    await page.evaluate(() => globalThis.document.fonts.ready)
    await page.waitForTimeout(SETTLE_MS)
    const hasHeadTags = (await page.locator('head title').count()) > 0
    const headTags = hasHeadTags ? undefined : await readHeadTagsWithData(context, baseUrl + route, template)
    await page.evaluate(appHeadTags, template)
    const snapshot = await page.evaluate(snapshotDocument, { bootScript: BOOT_SCRIPT, headTags })
    // The app writes absolute addresses (canonical link, preloads); the real origin is only known when served.
    const html = preloadFonts(inlineStylesheets(snapshot.replaceAll(baseUrl, '')))
    const file = path.join(publicDir, prerenderedFile(route))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  } finally {
    await page.close()
  }
}

export async function prerenderPublicPages({ log = console.log } = {}) {
  if (!existsSync(chromiumPath)) {
    log(`Prerendering skipped: no Chromium at ${chromiumPath} (pages then render in the browser only).`)
    return
  }
  const template = readFileSync(path.join(publicDir, 'index.html'), 'utf8')
  writeBootScript(template)
  const server = await startStaticServer(publicDir)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } })
    const queue = [...PUBLIC_ROUTES]
    const worker = async () => {
      for (let route = queue.shift(); route; route = queue.shift()) await renderRoute(context, server.url, route, template)
    }
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker))
    log(`Prerendered ${PUBLIC_ROUTES.length} public pages.`)
  } finally {
    await browser.close()
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await prerenderPublicPages()
