import { expect, test, type Page } from './support/test'
import { adminAuth } from './support/admin-records'
import { createLoad, createRoadUser, PERMIT_TEXT, ROAD_FILE_TEXTS_SCRIPT, ROAD_FILES_SCRIPT } from './support/loads'
import { openControlled } from './support/pwa'
import { openSignedIn } from './support/session'
import { serverRecords, toast } from './support/submissions'

test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 375, height: 812 } })

const PHOTO = { name: 'signed-bol.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64') }

async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: "Receiver's signature" })
  const box = (await pad.boundingBox())!
  await page.mouse.move(box.x + 30, box.y + 120)
  await page.mouse.down()
  for (const [x, y] of [[80, 60], [140, 130], [200, 50], [260, 110]] as const) await page.mouse.move(box.x + x, box.y + y, { steps: 5 })
  await page.mouse.up()
}

test('a driver works a load offline: permit readable, Arrived, Departed, Arrived and Delivered with proof reach dispatch once and in order', async ({ page, browser, request }) => {
  // A slow phone, whose canvas encodes a picture long after it is asked: Save, tapped just
  // after the last stroke, must still find the signature.
  await page.addInitScript(() => {
    const encode = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'toBlob')?.value as HTMLCanvasElement['toBlob']
    HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, ...args: Parameters<HTMLCanvasElement['toBlob']>) {
      setTimeout(() => encode.apply(this, args), 1000)
    }
  })
  const driver = await createRoadUser(request, 'driver')
  const load = await createLoad(request, { driverId: String(driver.auth.record.id) })

  // One visit online: the list, the load and its permit are kept on the device.
  await openControlled(page, '/')
  await openSignedIn(page, driver.auth, '/loads/assigned')
  await page.getByRole('link', { name: `Open the load for ${load.customer}` }).click()
  await page.getByRole('button', { name: 'Accept', exact: true }).click()
  await expect(toast(page, 'Load Accepted')).toBeVisible()
  await expect.poll(() => page.evaluate(ROAD_FILES_SCRIPT)).toBeGreaterThan(0)

  // Dispatch watches on a tablet.
  const dispatch = await browser.newPage({ viewport: { width: 1024, height: 768 } })
  await openSignedIn(dispatch, await adminAuth(request), '/admin/loads')
  const row = dispatch.getByRole('row').filter({ hasText: load.customer })
  await expect(row).toContainText('Dispatched')

  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: load.customer })).toBeVisible()
  await expect(page.getByText('Saved on this device')).toBeVisible()
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: /Permit: Ohio permit/ }).click()
  const permit = await popup
  await permit.waitForURL(/^blob:/)
  // The device's copy opens as the PDF it is, and holds the permit's own bytes.
  expect(await permit.evaluate(() => document.contentType)).toBe('application/pdf')
  expect(await page.evaluate(ROAD_FILE_TEXTS_SCRIPT)).toEqual([expect.stringContaining(PERMIT_TEXT)])
  await permit.close()

  await page.getByRole('button', { name: 'Arrived at Dayton, OH' }).click()
  // Its time takes the button's place: the focus goes on to the next action, not to the page's top.
  await expect(page.getByRole('button', { name: 'Departed from Dayton, OH' })).toBeFocused()
  await page.getByRole('button', { name: 'Departed from Dayton, OH' }).click()
  await page.getByRole('button', { name: 'Arrived at Gary, IN' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Photo of signed paperwork' }).click()
  await (await chooser).setFiles(PHOTO)
  await drawSignature(page)
  await page.getByRole('button', { name: 'Save proof of delivery' }).click()
  await page.getByRole('button', { name: 'Delivered', exact: true }).click()
  await expect(page.getByText('5 waiting to be sent')).toBeVisible()
  // Delivered on this device only: its status says so.
  await expect(page.locator('div').filter({ hasText: /^Status: DeliveredWaiting to send$/ })).toBeVisible()
  await expect(row).toContainText('Not arrived')

  await page.context().setOffline(false)
  await expect(page.getByText(/waiting to be sent/)).toBeHidden({ timeout: 30_000 })

  // Dispatch's open page shows it without a reload.
  await expect(row).toContainText('Delivered')
  await expect(row).toContainText(/Arrived .* · Departed/)
  // So does the driver's own page, opened offline: the server's state once all was sent, not the copy from before.
  await expect(page.getByText('Status: Delivered')).toBeVisible()
  await expect(page.getByText('Waiting to send')).toHaveCount(0)
  await expect(page.getByText('Saved on this device')).toBeHidden()

  const updates = await serverRecords(request, 'load_updates', `load = "${load.id}"`)
  const byArrival = [...updates].sort((a, b) => String(a.created).localeCompare(String(b.created)))
  expect(byArrival.map(({ kind }) => kind)).toEqual(['accepted', 'arrived', 'departed', 'arrived', 'delivered'])
  const deviceTimes = byArrival.map(({ happened_at }) => String(happened_at))
  expect([...deviceTimes].sort()).toEqual(deviceTimes)
  const proofs = await serverRecords(request, 'load_documents', `load = "${load.id}" && kind = "proof_of_delivery"`)
  expect(proofs).toHaveLength(1)
  expect(proofs[0]?.signature).toBeTruthy()
  const [stored] = await serverRecords(request, 'loads', `id = "${load.id}"`)
  expect(stored?.status).toBe('delivered')
})
