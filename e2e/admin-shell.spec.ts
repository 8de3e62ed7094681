import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'
import { settleAnimations } from './support/animations'
import { expectNoSeriousViolations } from './support/axe'
import { authenticate, demoAdmin, openSignedIn } from './support/session'
import { uniqueName } from './support/submissions'

const ENTRIES = [
  'Dashboard',
  'Analytics & Data',
  'Session Replays',
  'Heatmaps',
  'Quotes',
  'Contact Messages',
  'Dispatch',
  'Gallery',
  'Fleet',
  'Users',
  'Careers',
  'Services',
  'Settings',
]

// The pages inside the shell have checks of their own.
const SHELL_ONLY = { exclude: '#main-content' }

// An entry's text is its label, then the count of new records where it has one.
const startsWith = (label: string) => new RegExp(`^${label}(\\d+ new)?$`)

const burger = (page: Page) => page.getByRole('button', { name: /^Open admin menu/ })
const slideOver = (page: Page) => page.getByRole('dialog', { name: 'Admin menu' })
const adminNav = (scope: Page | Locator) => scope.getByRole('navigation', { name: 'Admin' })
const headerTitle = (page: Page) => page.getByRole('banner').locator('p:visible')

/** The number beside an entry (0 when it shows none). */
async function newCount(entry: Locator): Promise<number> {
  const badge = entry.locator('[data-new-count]')
  return (await badge.count()) === 0 ? 0 : Number(await badge.getAttribute('data-new-count'))
}

/** Every control in `scope` is at least 44 px high and wide: a fingertip's width. */
async function expectTouchTargets(scope: Locator, label: string) {
  const controls = scope.locator('a:visible, button:visible')
  expect(await controls.count()).toBeGreaterThan(0)
  for (const control of await controls.all()) {
    const box = await control.boundingBox()
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText())
    expect(box, `${label}: ${name}`).not.toBeNull()
    expect.soft(Math.round(box!.height), `${label}: height of ${name}`).toBeGreaterThanOrEqual(44)
    expect.soft(Math.round(box!.width), `${label}: width of ${name}`).toBeGreaterThanOrEqual(44)
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/** How many quotes are new, as the server counts them for the admin. */
async function newQuotesOnServer(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/collections/quotes/records', {
    params: { filter: "status = 'new'", perPage: 1, fields: 'id' },
    headers: { Authorization: token },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { totalItems: number }).totalItems
}

/** A quote sent by a customer: another client than the admin's page, with no session. */
async function createQuoteAsAnotherClient(request: APIRequestContext) {
  const created = await request.post('/api/collections/quotes/records', {
    data: {
      customer_name: uniqueName('Shell Count'),
      email: 'dana@shipper.test',
      phone: '(937) 555-0100',
      equipment: 'RGN',
      origin: 'Dayton, OH',
      destination: 'Houston, TX',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
}

test.describe('on a tablet held sideways (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

  test('the slide-over holds the entries in order, marks the page, closes on Escape and a tap outside', async ({ page, request }) => {
    await openSignedIn(page, await authenticate(request, demoAdmin), '/admin')
    await expect(page).toHaveURL('/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    await expect(headerTitle(page)).toHaveText('Dashboard')
    await expectTouchTargets(page.getByRole('banner'), 'header')
    await expectNoSidewaysScroll(page)
    await expectNoSeriousViolations(page, 'admin shell, 1024', SHELL_ONLY)

    await burger(page).click()
    const menu = slideOver(page)
    await expect(adminNav(menu).getByRole('link')).toHaveText(ENTRIES.map(startsWith))
    await expect(adminNav(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('target', '_blank')
    await expect(menu.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/')
    // Below the entries, yet in view without scrolling the slide-over.
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 })
    await expectTouchTargets(menu, 'slide-over')
    await expectNoSeriousViolations(page, 'admin slide-over, 1024', SHELL_ONLY)

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(burger(page)).toBeFocused()

    await burger(page).click()
    await adminNav(slideOver(page)).getByRole('link', { name: 'Quotes' }).click()
    await expect(page).toHaveURL('/admin/quotes')
    await expect(slideOver(page)).toBeHidden()
    await expect(headerTitle(page)).toHaveText('Quotes')
    // A new page: the reader starts at its content, not back at the menu button.
    await expect(page.getByRole('main')).toBeFocused()

    await burger(page).click()
    const currentEntry = adminNav(slideOver(page)).getByRole('link', { name: /^Quotes/ })
    await expect(currentEntry).toHaveAttribute('aria-current', 'page')
    // The page's own entry closes it too, and goes nowhere: back to the menu button.
    await currentEntry.click()
    await expect(slideOver(page)).toBeHidden()
    await expect(burger(page)).toBeFocused()

    await burger(page).click()
    await expect(slideOver(page)).toBeVisible()
    // Tapped once it has slid in, as a person would: a tap mid-slide was at times not taken.
    await settleAnimations(page)
    // A tap on the dimmed page beside the slide-over.
    await page.mouse.click(900, 400)
    await expect(slideOver(page)).toBeHidden()
  })

  test('the count of new quotes rises when a customer sends one, without a reload', async ({ page, request }) => {
    const admin = await authenticate(request, demoAdmin)
    await openSignedIn(page, admin, '/admin/dashboard')
    await burger(page).click()
    const quotes = adminNav(slideOver(page)).getByRole('link', { name: /^Quotes/ })
    const before = await newQuotesOnServer(request, admin.token)
    await expect.poll(() => newCount(quotes)).toBe(before)

    await createQuoteAsAnotherClient(request)
    await expect.poll(() => newCount(quotes), { timeout: 5_000 }).toBe(before + 1)
    await expect(quotes).toHaveAccessibleName(new RegExp(`^Quotes\\s*${before + 1} new$`))
    await page.keyboard.press('Escape')
    await expect(burger(page)).toHaveAccessibleName(/Open admin menu, \d+ new/)
  })
})

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('the header names the page and the slide-over works by touch', async ({ page, request }) => {
    await openSignedIn(page, await authenticate(request, demoAdmin), '/admin/messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible()
    await expect(headerTitle(page)).toHaveText('Contact Messages')
    await expectTouchTargets(page.getByRole('banner'), 'header')
    await expectNoSidewaysScroll(page)

    await burger(page).tap()
    const menu = slideOver(page)
    await expect(adminNav(menu).getByRole('link')).toHaveText(ENTRIES.map(startsWith))
    await expect(adminNav(menu).getByRole('link', { name: /^Contact Messages/ })).toHaveAttribute('aria-current', 'page')
    await expectTouchTargets(menu, 'slide-over')
    await expectNoSeriousViolations(page, 'admin slide-over, 375', SHELL_ONLY)
    await expectNoSidewaysScroll(page)

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expectNoSeriousViolations(page, 'admin shell, 375', SHELL_ONLY)
  })
})

test.describe('on a desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the sidebar stays in place and Sign Out goes home', async ({ page, request }) => {
    await openSignedIn(page, await authenticate(request, demoAdmin), '/admin/careers')
    await expect(burger(page)).toBeHidden()
    const nav = adminNav(page)
    await expect(nav.getByRole('link', { name: /^Careers/ })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link')).toHaveCount(ENTRIES.length)
    await expectNoSeriousViolations(page, 'admin sidebar, 1280', SHELL_ONLY)

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('alert').filter({ hasText: 'Signed Out' })).toBeVisible()
  })
})
