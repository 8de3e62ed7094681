import { expect, test } from './support/test'
import { CHECKED_VIEWPORTS, expectNoSeriousViolations } from './support/axe'
import { dismissQuotePrompt } from './support/marketing'
import { openPage } from './support/pages'

test.beforeEach(async ({ page }) => {
  await dismissQuotePrompt(page)
})

test('shows the form and the contact information: hours, phones, e-mail and address', async ({ page }) => {
  await openPage(page, '/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible()

  const info = page.getByRole('main').getByRole('list').filter({ hasText: 'Office Hours' })
  await expect(info).toContainText('Monday-Friday 8am-6pm ET')
  await expect(info).toContainText('Dispatch and emergency: 24/7')
  await expect(info.getByRole('link', { name: '(937) 555-0148' })).toHaveAttribute('href', 'tel:+19375550148')
  await expect(info.getByRole('link', { name: '(937) 555-0199' })).toHaveAttribute('href', 'tel:+19375550199')
  await expect(info.getByRole('link', { name: 'dispatch@ironbridgehaul.example' })).toHaveAttribute(
    'href',
    'mailto:dispatch@ironbridgehaul.example',
  )
  await expect(info.locator('address')).toHaveText('4100 Freight Line RoadDayton, OH 45414')
})

test('maps the company location from the site itself, linking to a map service for directions', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await openPage(page, '/contact')
  const map = page.getByRole('img', { name: /^Map of the Ironbridge Heavy Haul location: 4100 Freight Line Road, Dayton, OH 45414/ })
  await map.scrollIntoViewIfNeeded()
  await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByText('Ironbridge Heavy Haul location: 4100 Freight Line Road, Dayton, OH 45414')).toBeVisible()

  const directions = page.getByRole('link', { name: 'Get directions (opens in a new tab)' })
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=4100%20Freight%20Line%20Road/)
  await expect(directions).toHaveAttribute('target', '_blank')
  // Nothing comes from another site, so the map shows wherever the page itself does (offline too).
  const siteOrigin = new URL(page.url()).origin
  expect(requested.filter((url) => new URL(url).origin !== siteOrigin)).toEqual([])
})

for (const viewport of CHECKED_VIEWPORTS) {
  test(`has no serious accessibility violations at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(viewport)
    await openPage(page, '/contact')
    // The form is checked with the contact form's own tests.
    await expectNoSeriousViolations(page, '/contact', { exclude: 'form' })
  })
}
