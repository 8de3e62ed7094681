import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { PUBLIC_ROUTES } from '../lib/public-routes.mjs'

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

/**
 * JavaScript and CSS (gzip bytes, each file on its own) a first visit to each route loads,
 * measured in Chromium; `files` counts the downloads.
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
  } finally {
    await browser.close()
  }
  return rows
}
