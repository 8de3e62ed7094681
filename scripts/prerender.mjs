// Renders each public page in Chromium after the build and saves it as static HTML, which
// PocketBase serves to a first visit: the page shows before its JavaScript has run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import Beasties from 'beasties'
import { publicDir, root } from './lib/paths.mjs'
import { PUBLIC_ROUTES, prerenderedFile } from './lib/public-routes.mjs'
import { inlineBootScript } from './prerender/boot.js'
import { requiredMatch, requiredMatches, requiredReplace } from './prerender/required-match.mjs'
import { withoutEmptyLayers } from './prerender/empty-layers.mjs'
import { withoutUnusedCustomProperties } from './prerender/unused-custom-properties.mjs'
import { appHeadTags, snapshotDocument } from './prerender/snapshot.mjs'
import { startStaticServer } from './prerender/static-server.mjs'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
/** Longer than the router's pending delay (1 s), so pages that read data show their loading state. */
const SETTLE_MS = 1_500
const PARALLEL_PAGES = 3
/** Where the snapshot points the app's entry script; the boot script's inline tag replaces it. */
const BOOT_SCRIPT = '/prerendered/boot.js'
const BOOT_SCRIPT_TAG = /<script type="module" crossorigin="" src="\/prerendered\/boot\.js"><\/script>/

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The web fonts' local stand-ins, which the boot script adds as font faces, without comments or spaces it can do without. */
const fallbackFonts = () =>
  readFileSync(path.join(root, 'src/styles/fallback-fonts.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .replace(/;\}/g, '}')
    .trim()

/**
 * The boot script of the prerendered pages (scripts/prerender/boot.js), inline, with the app's
 * entry and the chunks it imports, as the built index.html lists them, and the stand-in fonts.
 */
function bootScriptTag(template) {
  const where = 'pb_public/index.html'
  const entry = requiredMatch(template, /<script type="module" crossorigin src="([^"]+)"/, where)[1]
  const shared = requiredMatches(template, /<link rel="modulepreload" crossorigin href="([^"]+)"/g, where).map((match) => match[1])
  const modules = escapeAttribute(JSON.stringify([...shared, entry]))
  return `<script data-modules="${modules}" data-fallback-fonts="${escapeAttribute(fallbackFonts())}">${inlineBootScript()}</script>`
}

/** A stylesheet put in the page. */
const INLINE_STYLESHEET = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/g
/** The gallery's slot for its first picture, which the server fills (server/first_featured_image.go): its rules must stay. */
const FIRST_FEATURED_IMAGE_SLOT = /<span data-first-featured-image=""[^>]*><\/span>/

/**
 * Puts the rules of the page's stylesheets that its elements use in the page itself: one small
 * download paints it, instead of the document and then each of its stylesheets in turn (on a
 * slow link the document fits the first round trip only without the rest). A disabled link
 * (not fetched) follows each: the boot script loads them once the page has painted, before the
 * app runs, and the app applies them as it draws; its code loader, which looks for a
 * stylesheet link before it adds one, finds them. The web fonts are not linked from any: the
 * app adds them once it has drawn the page (src/styles/add-web-fonts.ts).
 */
async function inlineCriticalStylesheets(html, route) {
  const withStyles = requiredReplace(html, /<link rel="stylesheet" crossorigin="" href="(\/assets\/[^"]+\.css)">/g, (_, href) => {
    const css = readFileSync(path.join(publicDir, href), 'utf8')
    return `<style data-href="${href}">${css.replaceAll('</style', '<\\/style')}</style>`
  }, route)
  // Only the styles are taken from its output: it writes the rest of the page anew, in markup
  // that the boot script's tag and the server's gallery slot would no longer match.
  const critical = await criticalRules.process(withStyles.replace(FIRST_FEATURED_IMAGE_SLOT, '<img alt="">'))
  const reduced = new Map(Array.from(critical.matchAll(INLINE_STYLESHEET), ([, href, css]) => [href, withoutEmptyLayers(withoutUnusedCustomProperties(css, critical))]))
  return requiredReplace(withStyles, INLINE_STYLESHEET, (_, href) => {
    const css = reduced.get(href)?.trim()
    const style = css ? `<style data-href="${href}">${css}</style>` : ''
    return `${style}<link rel="stylesheet" crossorigin="" href="${href}" disabled>`
  }, route)
}

/**
 * Keeps, of each inline stylesheet, the rules whose selectors match an element of the page
 * (with their media queries and states such as :hover).
 */
const criticalRules = new Beasties({
  path: publicDir,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  inlineFonts: true,
  preloadFonts: false,
  keyframes: 'critical',
  // The theme's variables, set on the root element by its color scheme (which the choice of rules does not match).
  allowRules: [/:root\b/],
  compress: false,
  logLevel: 'warn',
})

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

/** Stands for the site's origin in a prerendered page; the server fills it in (server/prerendered_cache.go). */
export const APP_ORIGIN_TOKEN = 'https://app-origin.invalid'

/** Tags whose addresses search engines and link previews read whole: canonical link, og: and twitter: tags, structured data. */
const ABSOLUTE_ADDRESS_TAGS = [
  /<link rel="canonical"[^>]*>/g,
  /<meta (?:property|name)="(?:og|twitter):[^>]*>/g,
  /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g,
]

/**
 * Keeps the addresses search engines need absolute, with the origin left for the server to
 * fill; every other address becomes relative, as the page may be reached under more than one.
 */
export function markSiteOrigin(html, baseUrl) {
  return ABSOLUTE_ADDRESS_TAGS.reduce(
    (page, pattern) => page.replace(pattern, (tag) => tag.replaceAll(baseUrl, APP_ORIGIN_TOKEN)),
    html,
  )
}

async function renderRoute(context, baseUrl, route, template, bootScript) {
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
    const withStyles = await inlineCriticalStylesheets(markSiteOrigin(snapshot, baseUrl).replaceAll(baseUrl, ''), route)
    const html = requiredReplace(withStyles, BOOT_SCRIPT_TAG, () => bootScript, route)
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
  const bootScript = bootScriptTag(template)
  const server = await startStaticServer(publicDir)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } })
    // The API is left unanswered in the browser itself (no handler result): unanswered on the
    // server, each call would hold one of the six connections the browser opens to a host, and
    // three pages' calls could leave none for the code they still have to load.
    await context.route('**/api/**', () => {})
    const queue = [...PUBLIC_ROUTES]
    const worker = async () => {
      for (let route = queue.shift(); route; route = queue.shift()) {
        await renderRoute(context, server.url, route, template, bootScript).catch((error) => {
          throw new Error(`Prerendering ${route} failed: ${error.message}`, { cause: error })
        })
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker))
    log(`Prerendered ${PUBLIC_ROUTES.length} public pages.`)
  } finally {
    await browser.close()
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await prerenderPublicPages()
