import { expect, test, type Page } from './support/test'
import { DEMO_FLEET, DEMO_GALLERY } from '../scripts/lib/demo-data.mjs'
import { publicRoutes } from './support/public-routes'
import { cachedRequests, openControlled } from './support/pwa'
import { receipt, serverRecords, uniqueName } from './support/submissions'

// The first available vehicle by axle count, and the first picture by display order.
const [firstVehicle] = [...DEMO_FLEET].filter((vehicle) => vehicle.status === 'available').sort((a, b) => a.axle_count - b.axle_count)
const [firstPicture] = [...DEMO_GALLERY].sort((a, b) => a.display_order - b.display_order)
if (!firstVehicle || !firstPicture) throw new Error('The demo content has no fleet or gallery')

/** Takes the browser offline and proves it: the server is out of reach from the page. */
async function goOffline(page: Page) {
  await page.context().setOffline(true)
  const reach = await page.evaluate(() => fetch('/api/health').then(() => 'reached', () => 'unreachable'))
  expect(reach).toBe('unreachable')
}

/** Scrolls a stored picture into view and waits until its PocketBase thumbnail has loaded. */
async function expectStoredPicture(page: Page, name: string) {
  const picture = page.getByRole('img', { name, exact: true }).first()
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toHaveAttribute('src', /\/api\/files\/.+thumb=/)
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
}

const fleetTab = (page: Page) => page.getByRole('tab', { name: `${firstVehicle.axle_count}-Axle`, exact: true })

const pages: { path: string; check: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'We Move the Impossible, Coast to Coast' })).toBeVisible()
    },
  },
  {
    path: '/quote',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Request a Free Quote' })).toBeVisible()
      await expect(page.getByRole('form', { name: 'Quote request' })).toBeVisible()
    },
  },
  {
    path: '/fleet',
    check: async (page) => {
      await expect(fleetTab(page)).toBeVisible()
      await expectStoredPicture(page, firstVehicle.name)
    },
  },
  {
    path: '/gallery',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Featured Equipment' })).toBeVisible()
      await expectStoredPicture(page, firstPicture.alt_text ?? '')
    },
  },
]

test.describe('offline', () => {
  // These tests walk through many full page loads.
  test.describe.configure({ timeout: 120_000 })

  test('pages seen once online reload offline with their content and data', async ({ page }) => {
    await openControlled(page, '/')
    for (const { path, check } of pages) {
      await page.goto(path)
      await check(page)
    }

    await goOffline(page)
    for (const { path, check } of pages) {
      await page.goto(path)
      await page.reload()
      await check(page)
    }
  })

  test('every public page opens offline after a single visit to the home page', async ({ page }) => {
    await openControlled(page, '/')
    await goOffline(page)
    for (const path of publicRoutes()) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    }
  })

  test('the data and pictures of the very first page, read before the worker took over, are saved too', async ({ page }) => {
    await openControlled(page, '/gallery')
    const saved = async () => Object.values(await cachedRequests(page)).flat()
    await expect.poll(async () => (await saved()).some((url) => url.includes('/api/collections/gallery_images/records'))).toBe(true)
    await expect.poll(async () => (await saved()).some((url) => url.includes('/api/files/') && url.includes('thumb='))).toBe(true)

    await goOffline(page)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Featured Equipment' })).toBeVisible()
    await expectStoredPicture(page, firstPicture.alt_text ?? '')
  })

  test('a mark in the header, in words, and a note for screen readers, while the connection is gone', async ({ page }) => {
    await openControlled(page, '/')
    const note = page.getByRole('status').filter({ hasText: 'Offline: showing saved information' })
    const badge = page.getByRole('banner').getByText('Offline', { exact: true })
    await expect(note).toHaveCount(0)
    await expect(badge).toHaveCount(0)

    await goOffline(page)
    await expect(note).toHaveCount(1)
    await expect(badge).toBeVisible()
    await page.context().setOffline(false)
    await expect(note).toHaveCount(0)
    await expect(badge).toHaveCount(0)
  })

  test('a page whose information was never saved says so, and loads it once back online', async ({ page }) => {
    await openControlled(page, '/')
    await goOffline(page)
    await page.goto('/gallery/grid')
    const notice = page.getByRole('status').filter({ hasText: "You're offline" })
    await expect(notice).toContainText("Some information on this page hasn't been saved on this device yet.")
    // Not mistaken for an empty gallery.
    await expect(page.getByText('The pictures load when you reconnect.')).toBeVisible()
    await expect(page.getByText('No images available in the gallery.')).toHaveCount(0)

    await page.context().setOffline(false)
    await expect(notice).toHaveCount(0)
    await expectStoredPicture(page, firstPicture.alt_text ?? '')
  })

  test('a form first opened offline takes a message, which is sent once back online', async ({ page, request }) => {
    await openControlled(page, '/')
    await goOffline(page)
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contact us' })
    const name = uniqueName('Offline Contact')
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Email').fill('driver@example.com')
    await form.getByLabel('Subject').fill('Parking at the Dayton yard')
    await form.getByLabel('Message').fill('Is there overnight parking for a 9-axle rig this Friday?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(receipt(page, 'Saved — will be sent')).toBeVisible()
    expect(await serverRecords(request, 'contact_messages', `name = "${name}"`)).toHaveLength(0)

    await page.context().setOffline(false)
    await expect.poll(async () => (await serverRecords(request, 'contact_messages', `name = "${name}"`)).length).toBe(1)
  })

  test('an address outside the app that was never saved shows the offline page', async ({ page }) => {
    await openControlled(page, '/')
    await goOffline(page)
    await page.goto('/_/')
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})
