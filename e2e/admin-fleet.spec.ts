import sharp from 'sharp'
import { DEMO_FLEET } from '../scripts/lib/demo-data.mjs'
import { expectNoSeriousViolations } from './support/axe'
import { dismissQuotePrompt } from './support/marketing'
import { authenticate, demoAdmin, openSignedIn, type AuthResponse } from './support/session'
import { uniqueName } from './support/submissions'
import { smallTapTargets } from './support/tap-targets'
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './support/test'
import { slowUploads, watchProgress } from './support/upload-progress'

// Reads are intercepted in one test; a service worker would answer them out of Playwright's sight.
test.use({ serviceWorkers: 'block' })

interface StoredVehicle {
  id: string
  name: string
}

// Sign-ins are rate limited: one admin session serves the whole file.
let adminSession: AuthResponse | undefined
async function admin(request: APIRequestContext): Promise<AuthResponse> {
  adminSession ??= await authenticate(request, demoAdmin)
  return adminSession
}

/** No demo vehicle has 3 axles, so /fleet shows a 3-Axle tab only for a vehicle of a test. */
const TEST_AXLES = 3
const thisYear = new Date().getFullYear()
const newestFirst = [...DEMO_FLEET].reverse()

/** Every demo vehicle has its plate and VIN. */
function privateFields({ license_plate, vin }: (typeof DEMO_FLEET)[number]) {
  if (!license_plate || !vin) throw new Error('the demo fleet needs plates and VINs')
  return { plate: license_plate, vin }
}

/** Names of the vehicles a test adds, removed after it whatever happened. */
const leftovers: string[] = []

test.afterEach(async ({ request }) => {
  for (const name of leftovers.splice(0)) await removeVehiclesNamed(request, name)
})

/** A vehicle added by another admin, from another client than the page. */
async function createVehicle(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<StoredVehicle> {
  const name = uniqueName('E2E Beam Trailer')
  leftovers.push(name)
  const response = await request.post('/api/collections/fleet/records', {
    headers: { Authorization: (await admin(request)).token },
    data: { name, axle_count: TEST_AXLES, status: 'available', license_plate: 'E2E 4410', ...fields },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as StoredVehicle
}

async function vehiclesNamed(request: APIRequestContext, name: string): Promise<StoredVehicle[]> {
  const response = await request.get('/api/collections/fleet/records', {
    headers: { Authorization: (await admin(request)).token },
    params: { filter: `name = "${name}"` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { items: StoredVehicle[] }).items
}

async function removeVehiclesNamed(request: APIRequestContext, name: string) {
  for (const { id } of await vehiclesNamed(request, name)) {
    await request.delete(`/api/collections/fleet/records/${id}`, { headers: { Authorization: (await admin(request)).token } })
  }
}

/** A real photo, made for the test. */
function photo(name: string, width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }))
}

/** Named and typed as a PNG, but text inside: only the server can tell. */
const fakePng = { name: 'not-really.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') }

async function openFleet(page: Page, request: APIRequestContext) {
  await openSignedIn(page, await admin(request), '/admin/fleet')
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet Management' })).toBeVisible()
}

/** The vehicles on screen: table rows on a tablet, cards on a phone. */
const entries = (page: Page) => page.locator('table[aria-label="Fleet vehicles"] tbody tr, ul[aria-label="Fleet vehicles"] > li')
const entryOf = (page: Page, name: string) => entries(page).filter({ hasText: name })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
/** A toast, told from the page's own alerts (which offer Retry) by its text. */
const toastSaying = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text, hasNot: page.getByRole('button', { name: 'Retry' }) })

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The public fleet page as a visitor opens it, in a browser of their own. */
async function visitorFleet(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await dismissQuotePrompt(page)
  await page.goto('/fleet')
  await expect(page.getByRole('tablist', { name: 'Trailer configurations' })).toBeVisible()
  return { page, close: () => context.close() }
}

async function fillField(scope: Locator, label: string, value: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(value)
}

const VIEWPORTS = [
  { label: 'on a tablet held sideways (1024×768)', viewport: { width: 1024, height: 768 } },
  { label: 'on a phone (375×812)', viewport: { width: 375, height: 812 } },
]

test.describe('on a tablet held upright (768×1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true })

  test('each vehicle\'s Edit and Delete are in view without scrolling the table sideways', async ({ page, request }) => {
    await openFleet(page, request)
    const first = entries(page).first()
    await expect(first.getByRole('button', { name: /^Edit / })).toBeInViewport({ ratio: 1 })
    await expect(first.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 })
  })
})

for (const { label, viewport } of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport, hasTouch: true })

    test('lists the fleet newest first with status badges, plate and VIN; search and status chips filter it', async ({ page, request }) => {
      await openFleet(page, request)
      await expect(entries(page)).toHaveCount(DEMO_FLEET.length)
      const texts = await entries(page).allInnerTexts()
      expect(newestFirst.map(({ name }) => texts.findIndex((text) => text.includes(name)))).toEqual(newestFirst.map((_, index) => index))

      for (const vehicle of DEMO_FLEET) {
        const entry = entryOf(page, vehicle.name)
        const { plate, vin } = privateFields(vehicle)
        await expect(entry).toContainText(plate)
        await expect(entry).toContainText(vin)
        await expect(entry.locator('[data-status]')).toHaveAttribute('data-status', vehicle.status)
      }
      const inShop = DEMO_FLEET.find(({ status }) => status === 'maintenance')
      if (!inShop) throw new Error('the demo fleet needs a vehicle in maintenance')
      const inShopPrivate = privateFields(inShop)
      await expect(entryOf(page, inShop.name).locator('[data-status]')).toHaveText('Status: Maintenance')
      await expectNoSidewaysScroll(page)
      expect(await smallTapTargets(page, page.getByRole('main'))).toEqual([])
      await expectNoSeriousViolations(page, '/admin/fleet')

      const searchBox = page.getByRole('searchbox', { name: 'Search name, plate or VIN' })
      await searchBox.fill(inShopPrivate.vin.slice(-6).toLowerCase())
      await expect(entries(page)).toHaveCount(1)
      await expect(entries(page)).toContainText(inShop.name)
      await searchBox.fill(inShopPrivate.plate)
      await expect(entries(page)).toHaveCount(1)
      await searchBox.fill('')

      await page.getByRole('radiogroup', { name: 'Status' }).getByText('In Use', { exact: true }).click()
      const inUse = DEMO_FLEET.filter(({ status }) => status === 'in_use')
      await expect(entries(page)).toHaveCount(inUse.length)
      await expect(entries(page).first()).toContainText('In Use')
    })

    test('says so with Retry when the fleet cannot be read', async ({ page, request }) => {
      let isDown = true
      let refusedReads = 0
      await page.route('**/api/collections/fleet/records?**', (route) => {
        if (!isDown) return route.continue()
        refusedReads += 1
        return route.fulfill({ status: 500, json: { status: 500, message: 'Something went wrong.', data: {} } })
      })
      await openFleet(page, request)
      // The first read fails, and so does the catch-up read once the live connection opens: one toast.
      await expect.poll(() => refusedReads).toBeGreaterThanOrEqual(2)
      await expect(toastSaying(page, 'Failed to fetch fleet vehicles')).toContainText('Error')
      isDown = false
      await page.getByRole('button', { name: 'Retry' }).click()
      await expect(entries(page)).toHaveCount(DEMO_FLEET.length)
      // The list is read: the failure's toast goes at once, well before its own 8 s.
      await expect(toastSaying(page, 'Failed to fetch fleet vehicles')).toHaveCount(0, { timeout: 3_000 })
    })

    test('shows what is wrong beside each field: axle count 0, year 1800, a file that is no picture; closing asks before discarding', async ({ page, request }) => {
      const name = uniqueName('E2E Refused')
      leftovers.push(name)
      await openFleet(page, request)
      await page.getByRole('button', { name: 'Add Vehicle' }).click()
      const form = dialog(page, 'Add Vehicle')
      await fillField(form, 'Vehicle Name', name)
      await fillField(form, 'Axle Count', '0')
      await fillField(form, 'Year Manufactured', '1800')
      await form.getByRole('button', { name: 'Add Vehicle' }).click()
      await expect(form.getByRole('textbox', { name: 'Axle Count' })).toHaveAccessibleDescription('Must be at least 1')
      await expect(form.getByRole('textbox', { name: 'Year Manufactured' })).toHaveAccessibleDescription(`Enter a year from 1900 to ${thisYear}`)
      await expect(form.getByRole('textbox', { name: 'Axle Count' })).toBeFocused()
      await expectNoSeriousViolations(page, 'Add Vehicle with errors', { include: '[role="dialog"]' })

      // The browser cannot see inside a file: the server refuses it, and says why beside the field.
      await fillField(form, 'Axle Count', String(TEST_AXLES))
      await fillField(form, 'Year Manufactured', '2020')
      await form.locator('input[type="file"]').setInputFiles(fakePng)
      await form.getByRole('button', { name: 'Add Vehicle' }).click()
      await expect(toastSaying(page, 'Failed to add vehicle: This file is not a PNG image')).toBeVisible()
      await expect(form.getByText('This file is not a PNG image')).toBeVisible()
      await expect(form.getByRole('textbox', { name: 'Axle Count' })).not.toHaveAttribute('aria-invalid', 'true')
      expect(await vehiclesNamed(request, name)).toEqual([])

      // What was typed is not lost to a stray Escape: the dialog asks first.
      await form.getByRole('textbox', { name: 'Vehicle Name' }).press('Escape')
      const question = dialog(page, 'Discard your changes?')
      await question.getByRole('button', { name: 'Keep editing' }).click()
      await expect(question).toBeHidden()
      await expect(form.getByRole('textbox', { name: 'Vehicle Name' })).toHaveValue(name)
      await form.getByRole('button', { name: 'Close' }).click()
      await question.getByRole('button', { name: 'Discard' }).click()
      await expect(form).toBeHidden()
    })

    test('adds a vehicle with its photo, sent with its progress; /fleet shows it, without plate or VIN', async ({ page, request, browser }) => {
      const name = uniqueName('E2E Beam Trailer')
      leftovers.push(name)
      await openFleet(page, request)
      await page.getByRole('button', { name: 'Add Vehicle' }).click()
      const form = dialog(page, 'Add Vehicle')
      await expect(form.getByRole('textbox', { name: 'Vehicle Name' })).toBeVisible()
      await expectNoSeriousViolations(page, 'Add Vehicle', { include: '[role="dialog"]' })
      expect(await smallTapTargets(page, form)).toEqual([])
      await fillField(form, 'Vehicle Name', name)
      await fillField(form, 'Description', 'A beam trailer for the longest loads.')
      await fillField(form, 'Axle Count', String(TEST_AXLES))
      await fillField(form, 'Max Weight (tons)', '42.25')
      await fillField(form, 'Length (ft)', '30.5')
      await fillField(form, 'Width (ft)', '8.5')
      await fillField(form, 'Year Manufactured', '2021')
      await fillField(form, 'License Plate', 'E2E 7781')
      await fillField(form, 'VIN', '1E2EB3430MH607781')
      await form.locator('input[type="file"]').setInputFiles(await photo('beam-trailer.jpg'))

      await slowUploads(page)
      const progressSeen = await watchProgress(page)
      await form.getByRole('button', { name: 'Add Vehicle' }).click()
      await expect(form.getByRole('progressbar', { name: 'Uploading photo' })).toBeVisible()
      await expect(toastSaying(page, 'Vehicle added successfully')).toContainText('Success', { timeout: 15_000 })
      expect((await progressSeen()).some((percent) => percent > 0 && percent < 100)).toBe(true)
      // As wide as a phone's screen, the toast comes in under the header: the menu button stays free.
      const menuButton = (await page.getByRole('button', { name: /^Open admin menu/ }).boundingBox())!
      await expect.poll(async () => {
        const toast = (await toastSaying(page, 'Vehicle added successfully').boundingBox())!
        return toast.y >= menuButton.y + menuButton.height || toast.x >= menuButton.x + menuButton.width
      }).toBe(true)
      await expect(form).toBeHidden()

      const entry = entries(page).first()
      await expect(entry).toContainText(name)
      await expect(entry).toContainText('E2E 7781')
      await expect(entry).toContainText('1E2EB3430MH607781')
      await expect(entry).toContainText('42.25 tons')
      await expect(entry.locator('[data-status]')).toHaveText('Status: Available')
      await expect(entry.locator('img')).toHaveAttribute('src', /\/api\/files\/.+thumb=600x0/)

      const visitor = await visitorFleet(browser)
      await visitor.page.getByRole('tab', { name: `${TEST_AXLES}-Axle`, exact: true }).click()
      const card = visitor.page.getByRole('tabpanel')
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name)
      // The card's picture loads once it is on screen, which on a phone can be below the tabs.
      await card.getByRole('img', { name }).scrollIntoViewIfNeeded()
      await expect(card.getByRole('img', { name })).toHaveAttribute('src', /thumb=600x0/)
      await expect(visitor.page.getByText('E2E 7781')).toHaveCount(0)
      await visitor.close()
    })

    test('edits a vehicle and uploads its new photo; /fleet follows its status', async ({ page, request, browser }) => {
      const vehicle = await createVehicle(request)
      await openFleet(page, request)
      await entryOf(page, vehicle.name).getByRole('button', { name: `Edit ${vehicle.name}` }).click()
      const form = dialog(page, 'Edit Vehicle')
      await expect(form.getByRole('textbox', { name: 'Vehicle Name', exact: true })).toHaveValue(vehicle.name)
      await expect(form.getByRole('textbox', { name: 'License Plate' })).toHaveValue('E2E 4410')
      await expect(form.getByText('No photo yet.')).toBeVisible()
      await expectNoSeriousViolations(page, 'Edit Vehicle', { include: '[role="dialog"]' })
      expect(await smallTapTargets(page, form)).toEqual([])

      await form.locator('input[type="file"]').setInputFiles(await photo('new-photo.jpg', 1200, 900))
      await expect(toastSaying(page, 'Image uploaded successfully')).toBeVisible()
      await expect(form.getByRole('listitem').filter({ hasText: 'new-photo.jpg' })).toContainText('Uploaded')
      await expect(form.getByRole('img', { name: `Current photo of ${vehicle.name}` })).toHaveAttribute('src', /thumb=600x0/)

      await form.getByRole('combobox', { name: 'Status' }).click()
      await page.getByRole('option', { name: 'Maintenance' }).click()
      await fillField(form, 'VIN', '1E2EB3430MH604410')
      await form.getByRole('button', { name: 'Save Changes' }).click()
      await expect(toastSaying(page, 'Vehicle updated successfully')).toContainText('Success')
      await expect(form).toBeHidden()
      const entry = entryOf(page, vehicle.name)
      await expect(entry.locator('[data-status]')).toHaveText('Status: Maintenance')
      await expect(entry).toContainText('1E2EB3430MH604410')
      await expect(entry.locator('img')).toHaveAttribute('src', /thumb=600x0/)

      const visitor = await visitorFleet(browser)
      await expect(visitor.page.getByRole('tab', { name: '5-Axle', exact: true })).toBeVisible()
      await expect(visitor.page.getByRole('tab', { name: `${TEST_AXLES}-Axle`, exact: true })).toHaveCount(0)
      await visitor.close()
    })

    test('deletes a vehicle only once the question is answered', async ({ page, request }) => {
      const vehicle = await createVehicle(request)
      await openFleet(page, request)
      const deleteButton = entryOf(page, vehicle.name).getByRole('button', { name: `Delete ${vehicle.name}` })
      await deleteButton.click()
      const question = dialog(page, 'Delete Vehicle')
      await expect(question).toContainText('Are you sure you want to delete this vehicle?')
      await question.getByRole('button', { name: 'Cancel' }).click()
      await expect(question).toBeHidden()
      await expect(deleteButton).toBeFocused()
      await expect(entryOf(page, vehicle.name)).toHaveCount(1)

      await deleteButton.click()
      await dialog(page, 'Delete Vehicle').getByRole('button', { name: 'Delete' }).click()
      await expect(toastSaying(page, 'Vehicle deleted successfully')).toContainText('Success')
      await expect(entryOf(page, vehicle.name)).toHaveCount(0)
      expect(await vehiclesNamed(request, vehicle.name)).toEqual([])
    })
  })
}
