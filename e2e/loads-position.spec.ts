import { expect, test } from './support/test'
import { adminAuth } from './support/admin-records'
import { createLoad, createRoadUser } from './support/loads'
import { openSignedIn } from './support/session'
import { toast } from './support/submissions'

test.describe.configure({ timeout: 90_000 })

test('a driver who shares their position sends it with Arrived; dispatch sees it as a map link', async ({ page, browser, request }) => {
  const driver = await createRoadUser(request, 'driver')
  const load = await createLoad(request, { driverId: String(driver.auth.record.id), dispatched: true })

  const road = await browser.newContext({
    viewport: { width: 375, height: 812 },
    geolocation: { latitude: 39.758912, longitude: -84.191612 },
    permissions: ['geolocation'],
  })
  const phone = await road.newPage()
  await openSignedIn(phone, driver.auth, '/loads/assigned')
  await phone.getByRole('link', { name: `Open the load for ${load.customer}` }).click()
  await phone.getByRole('switch', { name: 'Share my position with road updates' }).check()
  await phone.getByRole('button', { name: 'Arrived at Dayton, OH' }).click()
  await expect(toast(phone, 'Arrived: Dayton, OH')).toBeVisible()

  await page.setViewportSize({ width: 1024, height: 768 })
  await openSignedIn(page, await adminAuth(request), '/admin/loads')
  const row = page.getByRole('row').filter({ hasText: load.customer })
  const map = row.getByRole('link', { name: /Map: where the driver was at/ })
  await expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=39.75891&mlon=-84.19161#map=14/39.75891/-84.19161')
  await road.close()
})
