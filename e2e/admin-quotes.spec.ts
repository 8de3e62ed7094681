import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { expectTidyDialogHistory } from './support/dialog-history'
import { authenticate, demoAdmin, openSignedIn, registerUser, type AuthResponse } from './support/session'
import { postQuote, toast, uniqueName } from './support/submissions'

interface StoredQuote {
  id: string
  customer_name: string
  status: string
}

// Sign-ins are rate limited: one admin and one customer session serve the whole file.
let adminSession: AuthResponse | undefined
let customerSession: AuthResponse | undefined

async function admin(request: APIRequestContext): Promise<AuthResponse> {
  adminSession ??= await authenticate(request, demoAdmin)
  return adminSession
}

/** A customer with an account, sending quotes from their own client (not the admin's page). */
async function customer(request: APIRequestContext): Promise<AuthResponse> {
  customerSession ??= await authenticate(request, await registerUser(request, 'freight_broker'))
  return customerSession
}

async function sendQuote(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<StoredQuote> {
  const { token } = await customer(request)
  return postQuote<StoredQuote>(request, token, { customer_name: uniqueName('Admin Quote'), ...fields })
}

async function setStatusOnServer(request: APIRequestContext, id: string, status: string) {
  const response = await request.patch(`/api/collections/quotes/records/${id}`, {
    data: { status },
    headers: { Authorization: (await admin(request)).token },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function storedQuote(request: APIRequestContext, id: string) {
  return request.get(`/api/collections/quotes/records/${id}`, { headers: { Authorization: (await admin(request)).token } })
}

async function openQuotes(page: Page, request: APIRequestContext, path = '/admin/quotes') {
  await openSignedIn(page, await admin(request), path)
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Management' })).toBeVisible()
}

const liveMark = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^Live$/ })
const tableRows = (page: Page) => page.getByRole('table', { name: 'Customer Quotes' }).locator('tbody tr')
const rowOf = (page: Page, name: string) => tableRows(page).filter({ hasText: name })
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Quote details' })
const detail = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`)
/** The status badge in a row, card or the drawer. */
const statusIn = (scope: Locator) => scope.locator('[data-status]')
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search customer, e-mail or route' })

/** A toast by its title and text (the one before may still be fading out). */
async function expectToast(page: Page, title: string, message: string) {
  await expect(toast(page, title).filter({ hasText: message })).toBeVisible()
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('on a tablet held sideways (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

  test('the page shows the spec texts, every column, contact links, load class and weight; search and status chips narrow it', async ({ page, request }) => {
    const marker = uniqueName('Texts').replace(/\s/g, '')
    const quote = await sendQuote(request, { customer_name: `Dana ${marker}`, origin: `${marker} Yard, OH` })
    await openQuotes(page, request)

    await expect(page.getByText('Review and manage customer quote requests.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()
    const listed = (await (await request.get('/api/collections/quotes/records', { params: { perPage: 1 }, headers: { Authorization: (await admin(request)).token } })).json()) as { totalItems: number }
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Customer Quotes (${listed.totalItems})`)
    await expect(page.getByRole('table', { name: 'Customer Quotes' }).locator('thead th')).toHaveText([
      /Created/,
      /Customer/,
      'Route',
      'Equipment',
      'Dimensions',
      /Status/,
      'Actions',
    ])

    const row = rowOf(page, quote.customer_name)
    await expect(row).toContainText(`${marker} Yard, OH → Houston, TX`)
    await expect(row).toContainText('RGN')
    await expect(row).toContainText('60.5 × 12 × 11 ft')
    await expect(row).toContainText('95,000 lb · Heavy haul')
    await expect(row.getByRole('link', { name: 'dana@shipper.test' })).toHaveAttribute('href', 'mailto:dana@shipper.test')
    await expect(row.getByRole('link', { name: '(937) 555-0100' })).toHaveAttribute('href', 'tel:9375550100')
    await expect(statusIn(row)).toHaveAttribute('data-status', 'new')
    await expect(statusIn(row)).toHaveText('Status: New')
    await expect(row.getByRole('button', { name: /^Mark reviewed/ })).toBeVisible()
    await expect(row.getByRole('button', { name: /^Archive/ })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousViolations(page, 'admin quotes, 1024')

    // Newest first: the quote just sent heads the list.
    await expect(tableRows(page).first()).toContainText(quote.customer_name)

    await search(page).fill(`${marker} yard`)
    await expect(tableRows(page)).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Customer Quotes (1)')
    await search(page).fill(marker.toUpperCase())
    await expect(tableRows(page)).toHaveCount(1)

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Archived').click()
    // A search and chip that leave nothing say so, naming them, with a button that clears both.
    await expect(page.getByRole('heading', { name: 'No matches' })).toBeVisible()
    await expect(page.getByText(`Nothing matches “${marker.toUpperCase()}” with Status: Archived.`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Clear search and filter' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Customer Quotes (0)')
    await expectNoSeriousViolations(page, 'admin quotes empty, 1024')

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('New').click()
    await expect(tableRows(page)).toHaveCount(1)
  })

  test('a quote sent by another client appears at the top within a second, marked new, without a reload', async ({ page, request }) => {
    await openQuotes(page, request)
    await expect(liveMark(page)).toBeVisible()
    const heading = page.getByRole('heading', { level: 2 })
    await expect(heading).toHaveText(/^Customer Quotes \(\d+\)$/)
    const before = Number((await heading.innerText()).match(/\((\d+)\)/)?.[1])

    const quote = await sendQuote(request)
    const first = tableRows(page).first()
    await expect(first).toContainText(quote.customer_name, { timeout: 1_000 })
    await expect(first).toHaveAttribute('data-new', 'true')
    await expect(heading).toHaveText(`Customer Quotes (${before + 1})`)
  })

  test('sorted by customer, a quote sent by another client takes its place in that order, marked new', async ({ page, request }) => {
    const marker = uniqueName('Sorted').replace(/\s/g, '')
    await sendQuote(request, { customer_name: `Zed ${marker}` })
    await openQuotes(page, request)
    await expect(liveMark(page)).toBeVisible()
    await search(page).fill(marker)
    await expect(tableRows(page)).toHaveCount(1)
    await page.getByRole('button', { name: 'Customer' }).click()
    await expect(page.getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'ascending')

    const quote = await sendQuote(request, { customer_name: `Abe ${marker}` })
    await expect(tableRows(page)).toHaveCount(2)
    await expect(tableRows(page).first()).toContainText(quote.customer_name)
    await expect(tableRows(page).first()).toHaveAttribute('data-new', 'true')
  })

  test('Mark reviewed and Archive follow the status machine, with their toasts', async ({ page, request }) => {
    const quote = await sendQuote(request)
    await openQuotes(page, request)
    const row = rowOf(page, quote.customer_name)

    await row.getByRole('button', { name: /^Mark reviewed/ }).click()
    await expectToast(page, 'Status Updated', 'Quote marked as reviewed.')
    await expect(statusIn(row)).toHaveAttribute('data-status', 'reviewed')
    await expect(row.getByRole('button', { name: /^Mark reviewed/ })).toHaveCount(0)

    await row.getByRole('button', { name: /^Archive/ }).click()
    await expectToast(page, 'Status Updated', 'Quote marked as archived.')
    await expect(statusIn(row)).toHaveAttribute('data-status', 'archived')
    await expect(row.getByRole('button', { name: /^Archive/ })).toHaveCount(0)
    await expect(row.getByRole('button', { name: /^Mark reviewed/ })).toBeVisible()
    expect(((await (await storedQuote(request, quote.id)).json()) as StoredQuote).status).toBe('archived')
  })

  test('Delete asks first, Cancel keeps the quote, Delete removes it for good', async ({ page, request }) => {
    // An older quote: the row after the one deleted.
    await sendQuote(request)
    const quote = await sendQuote(request)
    await openQuotes(page, request)
    const row = rowOf(page, quote.customer_name)
    const deleteButton = row.getByRole('button', { name: `Delete quote from ${quote.customer_name}` })

    await deleteButton.click()
    const dialog = page.getByRole('dialog', { name: 'Delete Quote' })
    await expect(dialog).toContainText(`Are you sure you want to delete this quote from ${quote.customer_name}? This action cannot be undone.`)
    await expectNoSeriousViolations(page, 'delete quote dialog', { include: '[role="dialog"]' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(deleteButton).toBeFocused()
    await expect(row).toBeVisible()

    await deleteButton.click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Quote Deleted', 'Quote has been permanently deleted.')
    await expect(row).toHaveCount(0)
    expect((await storedQuote(request, quote.id)).status()).toBe(404)
    // Focus stays in the list, on the next row's controls, not back at the top of the page.
    await expect(page.getByRole('table', { name: 'Customer Quotes' }).locator(':focus')).toHaveCount(1)
  })

  test("on a page that missed other changes, the server's refusal is shown and the list is read again", async ({ page, request }) => {
    // No live connection: the page keeps showing what it read first.
    await page.route('**/api/realtime', (route) => route.abort())
    const archived = await sendQuote(request)
    const deleted = await sendQuote(request)
    await openQuotes(page, request)
    const row = rowOf(page, archived.customer_name)
    await expect(statusIn(row)).toHaveAttribute('data-status', 'new')

    await setStatusOnServer(request, archived.id, 'archived')
    await row.getByRole('button', { name: /^Archive/ }).click()
    await expectToast(page, 'Update Failed', 'Failed to update quote status. This quote is already archived.')
    await expect(statusIn(row)).toHaveAttribute('data-status', 'archived')

    const gone = await request.delete(`/api/collections/quotes/records/${deleted.id}`, { headers: { Authorization: (await admin(request)).token } })
    expect(gone.ok()).toBe(true)
    await rowOf(page, deleted.customer_name).getByRole('button', { name: /^Delete quote from/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Quote' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Delete Failed', 'Failed to delete quote.')
    await expect(dialog).toContainText('Failed to delete quote.')
  })

  test('a list that cannot be read says so, and Retry reads it', async ({ page, request }) => {
    const quote = await sendQuote(request)
    await page.route('**/api/collections/quotes/records?*', (route) => route.fulfill({ status: 500, json: { status: 500, message: 'Something went wrong.', data: {} } }))
    await openQuotes(page, request)
    // The toast, and the notice in place of the rows.
    const saying = page.getByRole('alert').filter({ hasText: 'Error' }).filter({ hasText: 'Failed to fetch quotes.' })
    await expect(saying).toHaveCount(2)
    await expect(saying.getByRole('button', { name: 'Retry' })).toBeVisible()
    // No count is known: the heading does not claim none.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Customer Quotes')
    await page.unroute('**/api/collections/quotes/records?*')
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(rowOf(page, quote.customer_name)).toBeVisible()
    await expect(saying.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  })

  test('?quote=<id> opens the drawer with every field; a row opens it too and its moves work there', async ({ page, request }) => {
    const year = new Date().getUTCFullYear() + 1
    const quote = await sendQuote(request, { pickup_date: `${year}-07-04`, notes: 'Two pieces.\nCrane at delivery.' })
    await openQuotes(page, request, `/admin/quotes?quote=${quote.id}`)

    const details = drawer(page)
    await expect(details).toBeVisible()
    await expect(detail(details, 'Customer')).toHaveText(quote.customer_name)
    await expect(detail(details, 'Email').getByRole('link')).toHaveAttribute('href', 'mailto:dana@shipper.test')
    await expect(detail(details, 'Phone').getByRole('link')).toHaveAttribute('href', 'tel:9375550100')
    await expect(detail(details, 'Origin')).toHaveText('Dayton, OH')
    await expect(detail(details, 'Destination')).toHaveText('Houston, TX')
    await expect(detail(details, 'Equipment')).toHaveText('RGN')
    await expect(detail(details, 'Dimensions (L × W × H)')).toHaveText('60.5 × 12 × 11 ft')
    await expect(detail(details, 'Weight')).toHaveText('95,000 lb')
    await expect(detail(details, 'Load class')).toHaveText('Heavy haul')
    await expect(detail(details, 'Pickup date')).toHaveText(`Jul 4, ${year}`)
    await expect(detail(details, 'Notes')).toHaveText('Two pieces.\nCrane at delivery.')
    await expect(detail(details, 'Account')).toHaveText('Sent while signed in')
    await expect(detail(details, 'Reference')).toHaveText(quote.id)
    await expectNoSeriousViolations(page, 'quote drawer', { include: '[role="dialog"]' })

    await details.getByRole('button', { name: 'Mark reviewed' }).click()
    await expectToast(page, 'Status Updated', 'Quote marked as reviewed.')
    await expect(statusIn(details)).toHaveAttribute('data-status', 'reviewed')
    await expect(details.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0)

    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
    await expect(page).toHaveURL('/admin/quotes')

    await rowOf(page, quote.customer_name).getByRole('cell').first().click()
    await expect(page).toHaveURL(`/admin/quotes?quote=${quote.id}`)
    await expect(detail(drawer(page), 'Customer')).toHaveText(quote.customer_name)
    await page.goBack()
    await expect(drawer(page)).toBeHidden()
  })

  test('a quote opened from the list adds one history entry: Back closes it, and closing it leaves no entry behind', async ({ page, request }) => {
    const [first, second] = [await sendQuote(request), await sendQuote(request)]
    await openQuotes(page, request)
    const open = async (quote: StoredQuote) => {
      await rowOf(page, quote.customer_name).getByRole('cell').first().click()
      await expect(detail(drawer(page), 'Customer')).toHaveText(quote.customer_name)
      await expect(page).toHaveURL(`/admin/quotes?quote=${quote.id}`)
    }
    const expectClosed = async () => {
      await expect(drawer(page)).toBeHidden()
      await expect(page).toHaveURL('/admin/quotes')
    }

    await expectTidyDialogHistory({ page, dialog: drawer(page), open, expectClosed, records: [first, second], outside: { x: 100, y: 400 } })
  })

  test('a link to a quote that is gone says so', async ({ page, request }) => {
    await openQuotes(page, request, '/admin/quotes?quote=zzzzzzzzzzzzzzz')
    await expect(drawer(page)).toContainText('This quote could not be found.')
  })

  test("signed out, the quote mail's link leads through the sign-in to the quote", async ({ page, request }) => {
    const quote = await sendQuote(request)
    await page.goto(`/admin/quotes?quote=${quote.id}`)
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(`/admin/quotes?quote=${quote.id}`)}`)

    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('Email').fill(demoAdmin.email)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(demoAdmin.password)
    await form.getByRole('button', { name: 'Sign in' }).click()

    await expect(page).toHaveURL(`/admin/quotes?quote=${quote.id}`)
    await expect(detail(drawer(page), 'Customer')).toHaveText(quote.customer_name)
  })
})

test.describe('on a tablet held upright (768×1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true })

  test('a long name and e-mail address wrap in their column, so the status stays clear of the pinned actions', async ({ page, request }) => {
    const marker = uniqueName('Long').replace(/\s/g, '')
    await sendQuote(request, {
      customer_name: `Christopher ${marker} Montgomery-Vanderbilt Logistics`,
      email: `christopher.montgomery.vanderbilt.${marker.toLowerCase()}@extremely-long-domain-name-logistics.example`,
    })
    await openQuotes(page, request)
    const row = rowOf(page, marker)
    await expect(statusIn(row)).toBeVisible()

    const status = await statusIn(row).boundingBox()
    const actions = await row.locator('td').last().boundingBox()
    if (!status || !actions) throw new Error('the row has no status or actions on screen')
    expect(status.x + status.width).toBeLessThanOrEqual(actions.x)
    // The table fits its scroll box: nothing waits under the pinned actions.
    const hidden = await page.getByRole('table', { name: 'Customer Quotes' }).evaluate((table) => {
      let box = table.parentElement
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement
      return box ? box.scrollWidth - box.clientWidth : 0
    })
    expect(hidden).toBeLessThanOrEqual(0)
  })
})

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('quotes are cards with their links and moves, new ones arrive live, and details open full screen', async ({ page, request }) => {
    const older = await sendQuote(request)
    await openQuotes(page, request)
    const cards = page.getByRole('list', { name: 'Customer Quotes' }).getByRole('listitem')
    const card = cards.filter({ hasText: older.customer_name })
    await expect(card).toContainText('Dayton, OH → Houston, TX')
    await expect(card).toContainText('95,000 lb · Heavy haul')
    await expect(card.getByRole('link', { name: 'dana@shipper.test' })).toHaveAttribute('href', 'mailto:dana@shipper.test')
    await expect(card.getByRole('button', { name: /^Mark reviewed/ })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousViolations(page, 'admin quotes, 375')

    await expect(liveMark(page)).toBeVisible()
    const quote = await sendQuote(request)
    await expect(cards.first()).toContainText(quote.customer_name, { timeout: 1_000 })
    await expect(cards.first()).toHaveAttribute('data-new', 'true')

    await cards.first().getByRole('button', { name: 'View details' }).tap()
    await expect(page).toHaveURL(`/admin/quotes?quote=${quote.id}`)
    const details = drawer(page)
    await expect(detail(details, 'Customer')).toHaveText(quote.customer_name)
    const box = await details.boundingBox()
    expect(Math.round(box?.width ?? 0)).toBe(375)
    await expectNoSeriousViolations(page, 'quote drawer, 375', { include: '[role="dialog"]' })
  })
})
