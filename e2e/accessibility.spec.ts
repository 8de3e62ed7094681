import { adminAuth } from './support/admin-records'
import { CHECKED_VIEWPORTS, strictViolations } from './support/axe'
import { createLoad, createRoadUser } from './support/loads'
import { expect, test } from './support/test'
import { scrollThroughPage } from './support/marketing'
import { openPage } from './support/pages'
import { publicRoutes } from './support/public-routes'
import { openSignedIn } from './support/session'

/** Every public page, with the sign-in page, the consent banner's privacy address and the 404 page. */
const pages = [...publicRoutes(), '/auth', '/privacy-policy', '/no-such-page']

for (const viewport of CHECKED_VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const path of pages) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await openPage(page, path)
        // Lazy sections and data-driven content must be on the page when it is checked.
        await scrollThroughPage(page)
        await expect(page.getByText(/^Loading (gallery|fleet configurations)\.\.\.$/)).toHaveCount(0)
        expect(await strictViolations(page)).toEqual([])
      })
    }
  })
}

test('the open mobile menu has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  expect(await strictViolations(page, { include: '[role="dialog"]' })).toEqual([])
})

test("a driver's load on a phone, with a stop to leave and a note to send, has no accessibility violations", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const driver = await createRoadUser(request, 'driver')
  const load = await createLoad(request, { driverId: String(driver.auth.record.id) })
  await openSignedIn(page, driver.auth, '/loads/assigned')
  await page.getByRole('link', { name: `Open the load for ${load.customer}` }).click()
  await page.getByRole('button', { name: 'Accept', exact: true }).click()
  await page.getByRole('button', { name: 'Arrived at Dayton, OH' }).click()
  // The outlined buttons: Departed, and Send update under the note.
  await expect(page.getByRole('button', { name: 'Departed from Dayton, OH' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send update' })).toBeVisible()
  expect(await strictViolations(page, { include: '#main-content' })).toEqual([])
})

test('the offer to escorts on a phone, every operator offered, has no accessibility violations', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await createRoadUser(request, 'pilot_car')
  const load = await createLoad(request, {})
  await openSignedIn(page, await adminAuth(request), '/admin/loads')
  await page.getByRole('button', { name: `Offer the load for ${load.customer} to escorts` }).click()
  const dialog = page.getByRole('dialog', { name: 'Offer to Escorts' })
  await expect(dialog.getByRole('table', { name: 'Pilot-car operators' })).toBeVisible()
  // Once each has the offer, the table (wider than the phone) holds no button to scroll it by.
  const offers = dialog.getByRole('button', { name: /^Offer to / })
  while ((await offers.count()) > 0) {
    const left = await offers.count()
    await offers.first().click()
    await expect(offers).toHaveCount(left - 1)
  }
  expect(await strictViolations(page, { include: '[role="dialog"]' })).toEqual([])
})
