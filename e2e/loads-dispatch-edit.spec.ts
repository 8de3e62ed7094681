import { expect, test } from './support/test'
import { adminAuth } from './support/admin-records'
import { expectNoSeriousViolations } from './support/axe'
import { createLoad, createRoadUser } from './support/loads'
import { openSignedIn } from './support/session'
import { toast } from './support/submissions'
import { slowUploads, watchProgress } from './support/upload-progress'

test.describe.configure({ timeout: 90_000 })

// Large enough for its upload, throttled, to be seen moving.
const INDIANA_PERMIT = {
  name: 'indiana-permit.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% Indiana oversize permit\n${'%'.repeat(600_000)}\ntrailer <<>>\n%%EOF\n`),
}

test('dispatch edits a stop and adds a permit with its progress; the driver’s open page shows both', async ({ page, browser, request }) => {
  const driver = await createRoadUser(request, 'driver')
  const load = await createLoad(request, { driverId: String(driver.auth.record.id), dispatched: true })

  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } })
  await openSignedIn(phone, driver.auth, '/loads/assigned')
  await phone.getByRole('link', { name: `Open the load for ${load.customer}` }).click()
  await expect(phone.getByRole('listitem', { name: 'Stop 2, Delivery: Gary, IN' })).toBeVisible()

  await page.setViewportSize({ width: 1024, height: 768 })
  await openSignedIn(page, await adminAuth(request), '/admin/loads')
  await page.getByRole('button', { name: `Edit the stops and documents of the load for ${load.customer}` }).click()
  const dialog = page.getByRole('dialog', { name: `Stops and Documents: ${load.customer}` })
  await expect(dialog.getByRole('list', { name: 'Documents of this load' })).toContainText('Permit: Ohio permit')
  await expectNoSeriousViolations(page, 'stops and documents dialog, 1024', { include: '[role="dialog"]' })

  await dialog.getByRole('button', { name: 'Edit Gary, IN' }).click()
  const stopForm = dialog.getByRole('form', { name: 'Edit stop 2' })
  await stopForm.getByRole('textbox', { name: 'Place' }).fill('Hammond, IN')
  await stopForm.getByRole('textbox', { name: 'Contact', exact: true }).fill('Pat at dock 4')
  await stopForm.getByRole('button', { name: 'Save Stop' }).click()
  await expect(toast(page, 'Stop Saved')).toBeVisible()
  await expect(dialog.getByRole('listitem', { name: 'Stop 2, Delivery: Hammond, IN' })).toContainText('Pat at dock 4')

  await slowUploads(page)
  const progressSeen = await watchProgress(page)
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Indiana permit')
  await dialog.locator('input[type="file"]').setInputFiles(INDIANA_PERMIT)
  await expect(dialog.getByRole('list', { name: 'Chosen documents' })).toContainText('Uploaded', { timeout: 30_000 })
  expect((await progressSeen()).some((percent) => percent > 0 && percent < 100)).toBe(true)
  await expect(dialog.getByRole('list', { name: 'Documents of this load' })).toContainText('Permit: Indiana permit')

  // The driver's open page follows without a reload.
  await expect(phone.getByRole('listitem', { name: 'Stop 2, Delivery: Hammond, IN' })).toContainText('Contact: Pat at dock 4')
  await expect(phone.getByRole('button', { name: /Permit: Indiana permit/ })).toBeVisible()
})
