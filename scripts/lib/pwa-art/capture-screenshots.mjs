// The install dialog's screenshots, taken from the real pages: the built site (pb_public)
// served by a throwaway seeded PocketBase, opened in Chromium at a phone's and a desktop's size.
import { chromium } from '@playwright/test'
import { startTestStack } from '../test-stack.mjs'

/** What the install dialog shows: the page, at which size, and which file it becomes. */
export const SCREENSHOTS = [
  { file: 'screenshots/quote-narrow.png', path: '/quote', viewport: { width: 360, height: 640 }, scale: 2 },
  { file: 'screenshots/home-wide.png', path: '/', viewport: { width: 1280, height: 800 }, scale: 1 },
]

/** Opens each page once the app has taken over, with the consent choice already made. */
async function capture(browser, url, { path: pagePath, viewport, scale }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale, serviceWorkers: 'block' })
  await context.addInitScript(() => globalThis.localStorage.setItem('cookie-consent', 'declined'))
  const page = await context.newPage()
  await page.goto(url + pagePath)
  await page.waitForFunction(() => !globalThis.document.documentElement.hasAttribute('data-prerendered'))
  await page.evaluate(() => globalThis.document.fonts.ready)
  const png = await page.screenshot({ animations: 'disabled' })
  await context.close()
  return png
}

/** Returns `[{ file, png }]` for every screenshot. */
export async function captureScreenshots({ log = console.log } = {}) {
  const stack = await startTestStack({ seed: true, log })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const shots = []
    for (const shot of SCREENSHOTS) shots.push({ file: shot.file, png: await capture(browser, stack.url, shot) })
    return shots
  } finally {
    await browser.close()
    await stack.stop()
  }
}
