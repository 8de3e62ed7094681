import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, devices, expect, test } from './support/test'
import { openControlled } from './support/pwa'

test.describe('installable app', () => {
  test('a service worker controls the page and Chromium finds no installability errors', async ({ baseURL, launchOptions }) => {
    // Chromium never offers installation in a private window, which every test context is;
    // a real profile gets the verdict a visitor's browser would.
    const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'))
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await openControlled(page, '/')
      expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '').pathname)).toBe('/sw.js')

      const cdp = await context.newCDPSession(page)
      const { url, errors } = await cdp.send('Page.getAppManifest')
      expect(new URL(url).pathname).toBe('/manifest.webmanifest')
      expect(errors).toEqual([])
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  test('the manifest is served with its registered media type', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/manifest+json')
  })

  test('Install app appears when the browser offers installation and opens its dialog', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const install = page.getByRole('button', { name: 'Install app' })
    await expect(install).toHaveCount(0)

    // Chromium makes its offer with a `beforeinstallprompt` event; this one records its use.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
      offer.prompt = () => {
        document.body.dataset.installPrompted = 'true'
        return Promise.resolve()
      }
      offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' })
      window.dispatchEvent(offer)
      document.body.dataset.offerDefaultPrevented = String(offer.defaultPrevented)
    })
    expect(await page.evaluate(() => document.body.dataset.offerDefaultPrevented)).toBe('true')

    await install.click()
    expect(await page.evaluate(() => document.body.dataset.installPrompted)).toBe('true')
    // An offer can be used once; the action goes away until the browser makes another.
    await expect(install).toHaveCount(0)
  })

  test('the mobile menu holds the Install app action on phones', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
      offer.prompt = () => Promise.resolve()
      offer.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' })
      window.dispatchEvent(offer)
    })
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog')
    await menu.getByRole('button', { name: 'Install app' }).click()
    await expect(menu).toBeHidden()
  })
})

test.describe('on iPhone Safari', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent, viewport: { width: 390, height: 844 } })

  test('Install app explains Add to Home Screen instead', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'Install app' }).click()

    const help = page.getByRole('dialog', { name: 'Install the app on your iPhone or iPad' })
    await expect(help).toBeVisible()
    await expect(help.getByText('Add to Home Screen')).toBeVisible()
    await help.getByRole('button', { name: 'Got it' }).click()
    await expect(help).toBeHidden()
  })

  test('has the tags iOS reads when the site is added to the Home Screen', async ({ page, request }) => {
    await page.goto('/')
    const head = page.locator('head')
    await expect(head.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes')
    await expect(head.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveAttribute('content', 'black')
    await expect(head.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Ironbridge')
    const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    const response = await request.get(touchIcon ?? '')
    expect(response.headers()['content-type']).toBe('image/png')
  })
})
