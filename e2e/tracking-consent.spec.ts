import { CHECKED_VIEWPORTS, strictViolations } from './support/axe'
import { letTimePass } from './support/clock'
import { precachedUrls } from './support/pwa'
import { fillQuote, submitQuote, uniqueName } from './support/submissions'
import { expect, test, type Locator, type Page } from './support/test'
import { banner, watchTracking } from './support/tracking'

/** Longer than the tracker's flush interval (5 s): anything it had would have been sent. */
const QUIET_MS = 6_000

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

/** Five page views: a load, two clicks in the menu, back and forward (the page's clock installed). */
async function browseFivePages(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const [label, path] of [['About', '/about'], ['Contact', '/contact']] as const) {
    await mainNav(page).getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(path)
  }
  await page.goBack()
  await expect(page).toHaveURL('/about')
  await page.goForward()
  await expect(page).toHaveURL('/contact')
  await letTimePass(page, QUIET_MS)
}

async function storedKeys(page: Page) {
  return page.evaluate(() => ({ local: Object.keys(window.localStorage), session: Object.keys(window.sessionStorage) }))
}

test('the service worker does not precache the tracker', () => {
  expect(precachedUrls().filter((url) => /tracker-[^/]+\.js$/.test(url))).toEqual([])
})

test('with no choice made, nothing is sent and no tracker code is downloaded across five page views', async ({ page, context }) => {
  const watched = watchTracking(context)
  await page.clock.install()
  await browseFivePages(page)
  await expect(banner(page)).toBeVisible()
  expect(watched.trackRequests).toEqual([])
  expect(watched.trackerDownloads).toEqual([])
  const keys = await storedKeys(page)
  expect(keys.local.filter((key) => /consent|tracking/.test(key))).toEqual([])
  expect(keys.session).not.toContain('session-id')
})

test('after Decline, nothing is sent and no tracker code is downloaded, and the banner does not return', async ({ page, context }) => {
  const watched = watchTracking(context)
  await page.clock.install()
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await expect(banner(page)).toBeHidden()
  await browseFivePages(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await letTimePass(page, 1_000)
  await expect(banner(page)).toHaveCount(0)
  expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('declined')
  expect(await page.evaluate(() => window.localStorage.getItem('consent-id'))).toBeNull()
  expect(watched.trackRequests).toEqual([])
  expect(watched.trackerDownloads).toEqual([])
})

test('the banner reads as the spec says, links the policy in a new tab, and passes axe', async ({ page, context }) => {
  for (const viewport of CHECKED_VIEWPORTS) {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(banner(page)).toContainText('We use cookies to enhance your browsing experience and analyze our traffic.')
    expect(await strictViolations(page, { include: '[aria-label="Cookie consent"]' }), `at ${viewport.width} px`).toEqual([])
  }
  const [policy] = await Promise.all([context.waitForEvent('page'), banner(page).getByRole('link', { name: /^Learn more/ }).click()])
  await expect(policy).toHaveURL('/privacy-policy')
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
})

test('prerendered pages never carry the banner, so a visitor who chose does not see it flash', async ({ request }) => {
  for (const path of ['/', '/quote', '/privacy-policy']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('data-prerendered')
    expect(html, path).not.toContain('We use cookies')
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  async function expectApart(page: Page, covered: Locator) {
    await expect(covered).toBeInViewport()
    const [box, bar] = await Promise.all([covered.boundingBox(), banner(page).boundingBox()])
    expect(box && bar, 'both on screen').toBeTruthy()
    expect(box!.y + box!.height <= bar!.y || bar!.y + bar!.height <= box!.y, `${JSON.stringify(box)} / ${JSON.stringify(bar)}`).toBe(true)
  }

  test('the banner covers neither the quote form’s submit button nor its outbox notice', async ({ page, context }) => {
    await page.goto('/quote')
    await expect(banner(page)).toBeVisible()
    const submit = page.getByRole('button', { name: 'Submit Quote Request' })

    // Reached by keyboard, brought into view from above (as far down as the page lets it), and by a tap.
    await submit.focus()
    await expectApart(page, submit)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await submit.evaluate((button) => button.scrollIntoView({ block: 'end', behavior: 'instant' }))
    await expectApart(page, submit)
    await submit.click({ trial: true })

    await fillQuote(page, { name: uniqueName('Quote Under Banner') })
    await context.setOffline(true)
    await submitQuote(page)
    const notice = page.getByRole('region', { name: 'Saved — will be sent' })
    await expect(notice).toBeVisible()
    await expectApart(page, notice.getByRole('heading', { name: 'Saved — will be sent' }))
    const waiting = notice.getByRole('link', { name: 'See what is waiting' })
    await waiting.focus()
    await expectApart(page, waiting)
    await context.setOffline(false)
  })
})
