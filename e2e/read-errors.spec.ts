import { expect, test, type Page, type Route } from './support/test'
import { DEMO_GALLERY } from '../scripts/lib/demo-data.mjs'
import { CHECKED_VIEWPORTS, expectNoSeriousViolations } from './support/axe'
import { dismissQuotePrompt } from './support/marketing'
import { openPage } from './support/pages'

// Server faults are simulated by intercepting the reads; a service worker would answer them
// out of Playwright's sight.
test.use({ serviceWorkers: 'block' })

const FLEET_API = '**/api/collections/fleet/records**'
const GALLERY_API = '**/api/collections/gallery_images/records**'

const loadOfTheMonth = DEMO_GALLERY.find((image) => image.is_load_of_the_month)
if (!loadOfTheMonth) throw new Error('the demo gallery needs a Load Of The Month')

/**
 * Makes the reads at `url` (those `matches` picks, by default all) fail with `fault` until
 * `clear()` is called; after that they reach the server again. `count()` tells how many failed.
 */
async function failReads(page: Page, url: string, fault: (route: Route) => Promise<void>, matches = (_route: Route) => true) {
  let isFaulty = true
  let failed = 0
  await page.route(url, (route) => {
    if (!isFaulty || !matches(route)) return route.fallback()
    failed += 1
    return fault(route)
  })
  return { clear: () => (isFaulty = false), count: () => failed }
}

const serverError = (route: Route) =>
  route.fulfill({ status: 500, json: { status: 500, message: 'Something went wrong while processing your request.', data: {} } })
const noAnswer = (route: Route) => route.abort('connectionreset')

const errorNotice = (page: Page) => page.getByRole('main').getByRole('alert')
const retryButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Retry' })

test.beforeEach(async ({ page }) => {
  await dismissQuotePrompt(page)
})

test('fleet: a server fault is told, with Retry, and Retry after the fault clears shows the fleet', async ({ page }) => {
  const fault = await failReads(page, FLEET_API, serverError)
  await openPage(page, '/fleet')

  await expect(errorNotice(page)).toContainText("We couldn't load the fleet")
  await expect(errorNotice(page)).toContainText('The server had a problem answering (error 500). Please retry in a moment.')
  // The page keeps its layout around the notice, and shows no configurations it does not have.
  await expect(page.getByRole('heading', { level: 2, name: 'Trailer Configurations' })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(0)

  // Retry while the fault lasts reads again and tells it again.
  const failedSoFar = fault.count()
  await retryButton(page).click()
  await expect.poll(fault.count).toBe(failedSoFar + 1)
  await expect(errorNotice(page)).toContainText("We couldn't load the fleet")
  await expect(retryButton(page)).toBeEnabled()

  fault.clear()
  await retryButton(page).click()
  await expect(page.getByRole('tab', { name: '5-Axle', exact: true })).toBeVisible()
  await expect(errorNotice(page)).toHaveCount(0)
  await expect(retryButton(page)).toHaveCount(0)
})

test('gallery: a failed Load Of The Month read is told, not hidden, and Retry brings the whole page', async ({ page }) => {
  const isMonthRead = (route: Route) => route.request().url().includes('is_load_of_the_month')
  const fault = await failReads(page, GALLERY_API, noAnswer, isMonthRead)
  await openPage(page, '/gallery')

  await expect(errorNotice(page)).toContainText("We couldn't load the gallery")
  await expect(errorNotice(page)).toContainText('The server could not be reached.')
  await expect(page.getByText('No images available in the gallery.')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'View All Pictures in Grid' })).toBeVisible()

  fault.clear()
  await retryButton(page).click()
  await expect(page.getByRole('region', { name: 'Featured equipment' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Load Of The Month', level: 3 })).toBeVisible()
  await expect(page.getByRole('heading', { name: loadOfTheMonth.title, level: 4 })).toBeVisible()
})

test('gallery grid: a server fault is told rather than shown as an empty gallery, and Retry loads it', async ({ page }) => {
  const fault = await failReads(page, GALLERY_API, serverError)
  await openPage(page, '/gallery/grid')

  await expect(errorNotice(page)).toContainText("We couldn't load the gallery")
  await expect(page.getByText('No images available in the gallery.')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Back to Gallery' })).toBeVisible()

  fault.clear()
  await retryButton(page).click()
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(DEMO_GALLERY.length)
})

for (const viewport of CHECKED_VIEWPORTS) {
  test(`the error notice has no serious accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await failReads(page, FLEET_API, serverError)
    await openPage(page, '/fleet')
    await expect(retryButton(page)).toBeVisible()
    await expectNoSeriousViolations(page, '/fleet error')
  })
}
