import { expect, test, type APIRequestContext } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { expectTidyDialogHistory } from './support/dialog-history'
import { authenticate, demoAdmin, openSignedIn, registerUser, type AuthResponse } from './support/session'
import { fillQuote, postQuote, receipt, submitQuote, uniqueName } from './support/submissions'

test("a quote submitted while signed in is listed in /quotes and its badge follows dispatch's changes live", async ({ page, request }) => {
  test.slow()
  const broker = await registerUser(request, 'freight_broker')
  await openSignedIn(page, await authenticate(request, broker), '/quotes')
  await expect(page.getByText("You haven't requested any quotes yet.")).toBeVisible()

  await page.goto('/quote')
  // The signed-in user's contact details are filled in, and stay after sending.
  const form = page.getByRole('form', { name: 'Quote request' })
  await expect(form.getByLabel('Full Name')).toHaveValue('Casey Carrier')
  await expect(form.getByLabel('Email')).toHaveValue(broker.email)
  const name = uniqueName('My Quote')
  await fillQuote(page, { name })
  await submitQuote(page)
  const received = receipt(page, 'Quote request received')
  await expect(received.getByRole('link', { name: 'Follow it in My Quotes' })).toHaveAttribute('href', '/quotes')
  await received.getByRole('button', { name: 'Request another quote' }).click()
  await expect(form.getByLabel('Full Name')).toHaveValue('Casey Carrier')
  await expect(form.getByLabel('Origin')).toHaveValue('')

  await page.goto('/quotes')
  const quotes = page.getByRole('list', { name: 'Your quote requests' }).getByRole('listitem')
  await expect(quotes).toHaveCount(1)
  const quote = quotes.first()
  await expect(quote).toContainText('Dayton, OH')
  await expect(quote).toContainText('Houston, TX')
  await expect(quote.getByText('New')).toBeVisible()
  await expectNoSeriousViolations(page, 'my quotes')

  const admin = await authenticate(request, demoAdmin)
  const [stored] = ((await (await request.get('/api/collections/quotes/records', {
    params: { filter: `customer_name = "${name}"` },
    headers: { Authorization: admin.token },
  })).json()) as { items: { id: string }[] }).items
  const setStatus = (status: string) =>
    request.patch(`/api/collections/quotes/records/${stored!.id}`, { data: { status }, headers: { Authorization: admin.token } })

  expect((await setStatus('reviewed')).ok()).toBe(true)
  await expect(quote.getByText('Reviewed')).toBeVisible()

  await quote.getByRole('link').click()
  const details = page.getByRole('dialog', { name: 'Quote details' })
  await expect(details).toContainText('Dayton, OH')
  await expect(details).toContainText('RGN')
  await expect(details).toContainText('60.5 × 12 × 11 ft')
  await expectNoSeriousViolations(page, 'quote details', { include: '[role="dialog"]' })

  expect((await setStatus('archived')).ok()).toBe(true)
  await expect(details.getByText('Archived')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(quote.getByText('Archived')).toBeVisible()
})

test('a quote opened from the list adds one history entry: Back closes it, and closing it leaves no entry behind', async ({ page, request }) => {
  const auth = await authenticate(request, await registerUser(request, 'carrier'))
  const [first, second] = [await sendQuote(request, auth), await sendQuote(request, auth, { origin: 'Toledo, OH' })]
  await openSignedIn(page, auth, '/quotes')
  const quotes = page.getByRole('list', { name: 'Your quote requests' }).getByRole('listitem')
  const details = page.getByRole('dialog', { name: 'Quote details' })
  const open = async (quote: { id: string; origin: string }) => {
    await quotes.filter({ hasText: quote.origin }).getByRole('link').click()
    await expect(details).toContainText(quote.origin)
    await expect(page).toHaveURL((url) => url.pathname === '/quotes' && url.searchParams.get('quote') === quote.id)
  }
  const expectClosed = async () => {
    await expect(details).toBeHidden()
    await expect(page).toHaveURL(listAddress)
  }

  await expectTidyDialogHistory({ page, dialog: details, open, expectClosed, records: [first, second], outside: { x: 20, y: 400 } })
})

test('a quote opened from a link closes to the list in its place', async ({ page, request }) => {
  const auth = await authenticate(request, await registerUser(request, 'carrier'))
  const quote = await sendQuote(request, auth)
  await openSignedIn(page, auth, `/quotes?quote=${quote.id}`)
  const details = page.getByRole('dialog', { name: 'Quote details' })
  await expect(details).toContainText('Dayton, OH')
  await details.getByRole('button', { name: 'Close' }).click()
  await expect(details).toBeHidden()
  await expect(page).toHaveURL(listAddress)
  await page.goBack()
  await expect(page).toHaveURL(/\/favicon\.svg$/)
})

/** My Quotes without a quote's details open. */
const listAddress = (url: URL) => url.pathname === '/quotes' && !url.searchParams.has('quote')

/** A quote sent from the customer's own session, from Dayton to Houston unless `fields` say otherwise. */
async function sendQuote(request: APIRequestContext, auth: AuthResponse, fields: Record<string, unknown> = {}) {
  return postQuote<{ id: string; origin: string }>(request, auth.token, { customer_name: uniqueName('My Quote'), email: String(auth.record.email), ...fields })
}

test.describe('read where the clock is behind UTC', () => {
  test.use({ timezoneId: 'America/Chicago' })

  test('the details show the pickup day that was asked for, and the weight in pounds', async ({ page, request }) => {
    const carrier = await registerUser(request, 'carrier')
    const auth = await authenticate(request, carrier)
    const year = new Date().getUTCFullYear() + 1
    const { id } = await sendQuote(request, auth, { pickup_date: `${year}-07-04` })

    await openSignedIn(page, auth, `/quotes?quote=${id}`)
    const details = page.getByRole('dialog', { name: 'Quote details' })
    const detail = (term: string) => details.locator(`dt:text-is("${term}") + dd`)
    // Stored as midnight UTC, which in Chicago is still the evening before.
    await expect(detail('Pickup date')).toHaveText(`Jul 4, ${year}`)
    await expect(detail('Weight')).toHaveText('95,000 lb')
  })
})
