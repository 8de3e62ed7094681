import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { PUBLIC_ROUTES } from '../lib/public-routes.mjs'

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

/** Adds the gzip size of each script `page` downloads from now on to `sizes`; resolves once all are read. */
function countScripts(page, sizes) {
  const pending = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then((body) => {
        sizes.js += gzipSync(body, { level: 9 }).length
        sizes.files += 1
      }, () => {}),
    )
  })
  return () => Promise.all(pending)
}

/** The tracker: the scripts a visitor downloads on Accept (nothing of it loads before). */
async function measureTracker(browser, baseUrl) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    const sizes = { js: 0, files: 0 }
    const counted = countScripts(page, sizes)
    const tracker = page.waitForResponse((response) => /\/assets\/tracker-[^/]+\.js$/.test(response.url()))
    await page.getByRole('button', { name: 'Accept & Continue' }).click()
    await tracker
    await page.waitForLoadState('networkidle')
    await counted()
    return { route: 'tracker (on Accept)', jsKb: sizes.js / 1024, cssKb: 0, files: sizes.files }
  } finally {
    await context.close()
  }
}

/**
 * JavaScript and CSS (gzip bytes, each file on its own) a first visit to each route loads,
 * measured in Chromium; `files` counts the downloads. The last row is the tracker, which
 * loads only after the visitor accepts.
 */
export async function measureBundleSizes(baseUrl, routes = PUBLIC_ROUTES) {
  const browser = await chromium.launch(chromiumLaunchOptions)
  const rows = []
  try {
    for (const route of routes) {
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const page = await context.newPage()
      const sizes = { js: 0, css: 0, files: 0 }
      const pending = []
      page.on('response', (response) => {
        const type = response.request().resourceType()
        if (type !== 'script' && type !== 'stylesheet') return
        pending.push(
          response.body().then((body) => {
            sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length
            sizes.files += 1
          }, () => {}),
        )
      })
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
      await Promise.all(pending)
      // A prerendered page carries its stylesheets inside the document (scripts/prerender.mjs).
      for (const css of await page.locator('style[data-href]').allTextContents()) sizes.css += gzipSync(css, { level: 9 }).length
      rows.push({ route, jsKb: sizes.js / 1024, cssKb: sizes.css / 1024, files: sizes.files })
      await context.close()
    }
    rows.push(await measureTracker(browser, baseUrl))
  } finally {
    await browser.close()
  }
  return rows
}
