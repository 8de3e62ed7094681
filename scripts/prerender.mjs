// Renders each public page in Chromium after the build and saves it as static HTML, which
// PocketBase serves to a first visit: the page shows before its JavaScript has run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { publicDir } from './lib/paths.mjs'
import { PUBLIC_ROUTES, prerenderedFile } from './lib/public-routes.mjs'
import { inlineBootScript } from './prerender/boot.js'
import { requiredMatch, requiredMatches, requiredReplace } from './prerender/required-match.mjs'
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

/** A web font's @font-face rule (one with a url(); the local stand-ins of src/styles/fallback-fonts.css stay). */
const WEB_FONT_FACE = /@font-face\{[^}]*url\([^}]*\}/g

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * The boot script of the prerendered pages (scripts/prerender/boot.js), inline, with the app's
 * entry and the chunks it imports, as the built index.html lists them, and the web fonts of the
 * entry's stylesheet, which the pages load once the app has drawn them.
 */
function bootScriptTag(template) {
  const where = 'pb_public/index.html'
  const entry = requiredMatch(template, /<script type="module" crossorigin src="([^"]+)"/, where)[1]
  const shared = requiredMatches(template, /<link rel="modulepreload" crossorigin href="([^"]+)"/g, where).map((match) => match[1])
  const stylesheet = requiredMatch(template, /<link rel="stylesheet" crossorigin href="([^"]+)"/, where)[1]
  const fontFaces = requiredMatches(readFileSync(path.join(publicDir, stylesheet), 'utf8'), WEB_FONT_FACE, stylesheet).map((match) => match[0])
  const modules = escapeAttribute(JSON.stringify([...shared, entry]))
  return `<script data-modules="${modules}" data-font-faces="${escapeAttribute(fontFaces.join(''))}">${inlineBootScript()}</script>`
}

/**
 * Puts the page's stylesheets in the page itself: one download paints it, instead of the
 * document and then each of its stylesheets in turn. A disabled link (never fetched) stays
 * for each, because the app's code loader looks for a stylesheet link before it adds one:
 * without it the app would download every inlined stylesheet again, wait for it, and restyle
 * the page. The web fonts' rules are left out: the first paint uses their local stand-ins, and
 * the boot script adds the fonts once the page has painted (on a slow link some 70 KB of fonts
 * would hold the largest text back by half a second).
 */
function inlineStylesheets(html, route) {
  return requiredReplace(html, /<link rel="stylesheet" crossorigin="" href="(\/assets\/[^"]+\.css)">/g, (_, href) => {
    const css = readFileSync(path.join(publicDir, href), 'utf8').replace(WEB_FONT_FACE, '')
    return `<style data-href="${href}">${css.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" crossorigin="" href="${href}" disabled>`
  }, route)
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
    const withStyles = inlineStylesheets(markSiteOrigin(snapshot, baseUrl).replaceAll(baseUrl, ''), route)
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
    const queue = [...PUBLIC_ROUTES]
    const worker = async () => {
      for (let route = queue.shift(); route; route = queue.shift()) await renderRoute(context, server.url, route, template, bootScript)
    }
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker))
    log(`Prerendered ${PUBLIC_ROUTES.length} public pages.`)
  } finally {
    await browser.close()
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await prerenderPublicPages()
