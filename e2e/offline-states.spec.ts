import { expect, test } from './support/test'
import { openControlled } from './support/pwa'
import { authenticate, openSignedIn, registerUser } from './support/session'
import { fillQuote, postQuote, receipt, submitQuote, uniqueName, waitingLink } from './support/submissions'

test.describe.configure({ timeout: 60_000 })
test.use({ viewport: { width: 390, height: 844 } })

test('on a phone, the header says Offline in words, beside everything else it holds', async ({ page, request }) => {
  const carrier = await registerUser(request, 'carrier')
  await openSignedIn(page, await authenticate(request, carrier), '/about')
  await openControlled(page, '/quote')
  await page.context().setOffline(true)
  await fillQuote(page, { name: uniqueName('Header') })
  await submitQuote(page)
  await expect(receipt(page, 'Saved — will be sent')).toBeVisible()

  const header = page.getByRole('banner')
  await expect(header.getByText('Offline', { exact: true })).toBeInViewport({ ratio: 1 })
  await expect(waitingLink(page)).toBeInViewport({ ratio: 1 })
  await expect(header.getByRole('link', { name: /My Profile/ })).toBeInViewport({ ratio: 1 })
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeInViewport({ ratio: 1 })
  await page.context().setOffline(false)
})

test('two quotes waiting to send are told apart by who, what size and when', async ({ page }) => {
  await openControlled(page, '/quote')
  await page.context().setOffline(true)
  const [first, second] = [uniqueName('First'), uniqueName('Second')]
  await fillQuote(page, { name: first, width: '12' })
  await submitQuote(page)
  await receipt(page, 'Saved — will be sent').getByRole('button', { name: 'Request another quote' }).click()
  await fillQuote(page, { name: second, width: '14.5' })
  await submitQuote(page)
  await expect(waitingLink(page)).toHaveAccessibleName('2 submissions waiting to send')

  await waitingLink(page).click()
  const entries = page.getByRole('listitem', { name: 'Quote: Dayton, OH to Houston, TX' })
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0)).toContainText(`${first} · 60.5 × 12 × 11 ft`)
  await expect(entries.nth(1)).toContainText(`${second} · 60.5 × 14.5 × 11 ft`)
  for (const entry of await entries.all()) await expect(entry).toContainText(/Saved \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M/)
  await page.context().setOffline(false)
})

test('My Quotes offline shows the list last read, and says since when', async ({ page, request }) => {
  const broker = await registerUser(request, 'freight_broker')
  const auth = await authenticate(request, broker)
  await postQuote(request, auth.token, { customer_name: uniqueName('Offline List'), email: broker.email, weight_lb: 0 })
  await openSignedIn(page, auth, '/about')
  await openControlled(page, '/quotes')
  const quotes = page.getByRole('list', { name: 'Your quote requests' }).getByRole('listitem')
  await expect(quotes).toHaveCount(1)

  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Offline · last updated' })).toBeVisible()
  await expect(quotes).toHaveCount(1)
  await expect(quotes.first()).toContainText('Dayton, OH')
  await expect(page.getByText("We couldn't load your quotes")).toHaveCount(0)

  await page.context().setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'Offline · last updated' })).toHaveCount(0)
})

test('a toast appears under the header, never over it', async ({ page, request }) => {
  const carrier = await registerUser(request, 'carrier')
  await openSignedIn(page, await authenticate(request, carrier), '/about')
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Signed Out' })
  await expect(toast).toBeVisible()
  const header = (await page.getByRole('banner').boundingBox())!
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)
})
