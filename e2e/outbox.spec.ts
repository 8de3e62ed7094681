import { expect, test, type Route } from './support/test'
import { openControlled } from './support/pwa'
import { fillQuote, receipt, serverRecords, submitQuote, toast, uniqueName, waitingLink } from './support/submissions'

const isQuoteCreate = (route: Route) =>
  route.request().method() === 'POST' && new URL(route.request().url()).pathname === '/api/collections/quotes/records'

test.describe.configure({ timeout: 60_000 })

test('an offline quote is saved, survives a reload, and is delivered once back online', async ({ page, request }) => {
  await openControlled(page, '/quote')
  await page.context().setOffline(true)
  const name = uniqueName('Quote Offline')
  await fillQuote(page, { name })
  await submitQuote(page)

  await expect(receipt(page, 'Saved — will be sent')).toContainText(
    "You're offline. Your quote request is saved on this device and will be sent automatically when you're back online.",
  )
  await expect(waitingLink(page)).toHaveAccessibleName('1 submission waiting to send')

  await page.reload()
  await expect(waitingLink(page)).toHaveAccessibleName('1 submission waiting to send')
  await waitingLink(page).click()
  const entry = page.getByRole('listitem', { name: 'Quote: Dayton, OH to Houston, TX' })
  await expect(entry).toContainText('Waiting for a connection')

  await page.context().setOffline(false)
  await expect(toast(page, 'Quote Request Submitted!')).toBeVisible()
  // It says it was sent before it leaves the list, under a heading that says the same.
  await expect(entry).toContainText(/Sent ✓ at \d{1,2}:\d{2} [AP]M/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sent')
  await expect(waitingLink(page)).toBeHidden()
  await expect(page.getByText('Nothing is waiting')).toBeVisible()
  expect(await serverRecords(request, 'quotes', `customer_name = "${name}"`)).toHaveLength(1)
  await expect(entry).toBeHidden({ timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing waiting to send')
})

test('a server failing the first attempts with 500 gets the quote delivered once, never blaming the user', async ({ page, context, request }) => {
  let failuresLeft = 2
  let forwarded = 0
  await context.route('**/api/collections/quotes/records', async (route) => {
    if (!isQuoteCreate(route)) return route.continue()
    if (failuresLeft > 0) {
      failuresLeft--
      return route.fulfill({ status: 500, json: { status: 500, message: 'Something went wrong.', data: {} } })
    }
    forwarded++
    return route.continue()
  })
  await page.goto('/quote')
  const name = uniqueName('Quote Retry')
  await fillQuote(page, { name })
  await submitQuote(page)

  const saved = receipt(page, 'Saved — will be sent')
  await expect(saved).toContainText("We couldn't reach our server just now.")
  await expect(toast(page, 'Quote Request Submitted!')).toBeVisible({ timeout: 20_000 })
  await expect(receipt(page, 'Quote request received')).toBeVisible()
  await expect(waitingLink(page)).toBeHidden()
  expect(failuresLeft).toBe(0)
  expect(forwarded).toBe(1)
  expect(await serverRecords(request, 'quotes', `customer_name = "${name}"`)).toHaveLength(1)
})

test('Retry now on the list of waiting submissions sends a waiting quote at once, and only once', async ({ page, context, request }) => {
  // With the clock stopped the automatic retry never comes due: only Retry now can send it.
  await page.clock.setFixedTime(new Date())
  let isServerDown = true
  let forwarded = 0
  await context.route('**/api/collections/quotes/records', async (route) => {
    if (!isQuoteCreate(route)) return route.continue()
    if (isServerDown) return route.fulfill({ status: 503, json: { status: 503, message: 'Service unavailable.', data: {} } })
    forwarded++
    return route.continue()
  })
  await page.goto('/quote')
  const name = uniqueName('Quote Retry Now')
  await fillQuote(page, { name })
  await submitQuote(page)
  await expect(receipt(page, 'Saved — will be sent')).toContainText("We couldn't reach our server just now.")

  await waitingLink(page).click()
  const entry = page.getByRole('listitem', { name: 'Quote: Dayton, OH to Houston, TX' })
  await expect(entry).toContainText('Will retry')
  isServerDown = false
  await entry.getByRole('button', { name: 'Retry now' }).click()

  await expect(toast(page, 'Quote Request Submitted!')).toBeVisible()
  await expect(entry).toContainText('Sent ✓ at')
  await expect(entry.getByRole('button')).toHaveCount(0)
  await expect(page.getByText('Nothing is waiting')).toBeVisible()
  expect(forwarded).toBe(1)
  expect(await serverRecords(request, 'quotes', `customer_name = "${name}"`)).toHaveLength(1)
})

test('two open tabs reconnecting make one record, and both learn it was sent', async ({ context, request }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await openControlled(first, '/quote')
  await openControlled(second, '/about')
  await context.setOffline(true)
  const name = uniqueName('Quote Two Tabs')
  await fillQuote(first, { name })
  await submitQuote(first)
  await expect(waitingLink(second)).toHaveAccessibleName('1 submission waiting to send')

  let creates = 0
  // A slow server keeps the first sender busy while the other tab wakes up too.
  await context.route('**/api/collections/quotes/records', async (route) => {
    if (!isQuoteCreate(route)) return route.continue()
    creates++
    await new Promise((resolve) => setTimeout(resolve, 800))
    return route.continue()
  })
  await context.setOffline(false)

  await expect(waitingLink(first)).toBeHidden()
  await expect(waitingLink(second)).toBeHidden()
  expect(await serverRecords(request, 'quotes', `customer_name = "${name}"`)).toHaveLength(1)
  expect(creates).toBe(1)
})

test('a waiting quote can be discarded after a confirmation, and is never sent', async ({ page, request }) => {
  await openControlled(page, '/quote')
  await page.context().setOffline(true)
  const name = uniqueName('Quote Discarded')
  await fillQuote(page, { name })
  await submitQuote(page)
  await waitingLink(page).click()

  const entry = page.getByRole('listitem', { name: 'Quote: Dayton, OH to Houston, TX' })
  await entry.getByRole('button', { name: 'Discard' }).click()
  const confirmation = page.getByRole('dialog', { name: 'Discard this submission?' })
  await confirmation.getByRole('button', { name: 'Keep it' }).click()
  await expect(entry).toBeVisible()
  await entry.getByRole('button', { name: 'Discard' }).click()
  await confirmation.getByRole('button', { name: 'Discard' }).click()

  await expect(entry).toBeHidden()
  await expect(waitingLink(page)).toBeHidden()
  await page.context().setOffline(false)
  await page.goto('/quote')
  expect(await serverRecords(request, 'quotes', `customer_name = "${name}"`)).toHaveLength(0)
})
