import { expect, test } from './support/test'

// The app's code is held back below; a service worker would serve it out of Playwright's sight.
test.use({ serviceWorkers: 'block' })

/** Longer than the router's pending delay (1 s): the code comes after the page would have shown its loading state. */
const CODE_DELAY_MS = 1_500

/**
 * A page the app draws from scratch (as the build's prerendering does for every public page,
 * and as the browser does for pages served without a prerendered copy) shows the site's header
 * and its own loading state while its data is on the way, even when its code came late.
 */
test('a page drawn from scratch on a slow link shows the header and its own loading state until its data comes', async ({ page, request }) => {
  // /fleet served as a page without a prerendered copy is: the app's bare index.html.
  const appShell = await (await request.get('/admin')).text()
  await page.route((url) => url.pathname === '/fleet', (route) => route.fulfill({ body: appShell, contentType: 'text/html' }))
  // Every piece of the app's code arrives late, as on one bar of signal.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS))
    await route.fallback()
  })
  let releaseData = () => {}
  const dataReleased = new Promise<void>((resolve) => (releaseData = resolve))
  await page.route('**/api/collections/fleet/records**', async (route) => {
    await dataReleased
    await route.fallback()
  })

  await page.goto('/fleet')
  await expect(page.getByRole('status').filter({ hasText: 'Loading fleet configurations...' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  releaseData()
  await expect(page.getByRole('tab', { name: '5-Axle', exact: true })).toBeVisible()
  await expect(page.getByText('Loading fleet configurations...')).toHaveCount(0)
})
