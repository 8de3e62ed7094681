import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { authenticate, demoAdmin, openSignedIn, type AuthResponse } from './support/session'
import { toast, uniqueName } from './support/submissions'

interface StoredService {
  id: string
  name: string
  active: boolean
  anchor: string
}

const SEEDED = ['Permit & Compliance', 'Port Pickups', 'Cross-Border Logistics', 'Specialized Transport', 'Military Transport', 'Government Logistics']

// Sign-ins are rate limited: one admin session serves the whole file.
let adminSession: AuthResponse | undefined
const admin = async (request: APIRequestContext) => (adminSession ??= await authenticate(request, demoAdmin))

async function servicesOnServer(request: APIRequestContext, filter: string): Promise<StoredService[]> {
  const { token } = await admin(request)
  const response = await request.get('/api/collections/services/records', { params: { filter, perPage: 100 }, headers: { Authorization: token } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { items: StoredService[] }).items
}

async function setActiveOnServer(request: APIRequestContext, service: StoredService, active: boolean) {
  const { token } = await admin(request)
  const response = await request.patch(`/api/collections/services/records/${service.id}`, { data: { active }, headers: { Authorization: token } })
  expect(response.ok(), await response.text()).toBe(true)
}

async function deleteOnServer(request: APIRequestContext, filter: string) {
  const { token } = await admin(request)
  for (const service of await servicesOnServer(request, filter)) {
    await request.delete(`/api/collections/services/records/${service.id}`, { headers: { Authorization: token } })
  }
}

async function openServices(page: Page, request: APIRequestContext) {
  await openSignedIn(page, await admin(request), '/admin/services')
  await expect(page.getByRole('heading', { level: 1, name: 'Services Management' })).toBeVisible()
}

const serviceEntry = (page: Page, name: string): Locator => page.locator('tbody tr, ul[aria-label="Services"] > li').filter({ hasText: name })

/** The solutions grid of /services as a visitor without a session sees it, in a fresh browser. */
async function publicSolutions(browser: Browser) {
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto('/services')
  const grid = visitor.getByRole('region', { name: 'Complete Heavy Haul Solutions' })
  return { visitor, grid, close: () => visitor.context().close() }
}

test.describe('on a tablet (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  test('lists the services of /services in their order, with category, price and whether they are listed', async ({ page, request }) => {
    await openServices(page, request)
    const table = page.getByRole('table', { name: 'Services' })
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Category', 'Price', 'Active', 'Actions'])
    for (const name of SEEDED) await expect(serviceEntry(page, name)).toHaveCount(1)
    const permits = serviceEntry(page, 'Permit & Compliance')
    await expect(permits).toContainText('Oversized Transport')
    await expect(permits).toContainText('Included with every move')
    await expect(permits.getByRole('switch', { name: 'Permit & Compliance active' })).toBeChecked()
    await expectNoSeriousViolations(page, 'admin services')
  })

  test('a service added, edited, unlisted and deleted, with the toasts and on /services', async ({ page, request, browser }) => {
    test.slow()
    const name = uniqueName('Crane Rental')
    try {
      await openServices(page, request)
      await page.getByRole('button', { name: 'Add Service' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Service' })
      await dialog.getByRole('button', { name: 'Add Service' }).click()
      await expect(dialog.getByLabel('Name')).toBeFocused()
      await expect(dialog.getByText('Required')).toHaveCount(2)
      await expectNoSeriousViolations(page, 'add service dialog', { include: '[role="dialog"]' })

      await dialog.getByLabel('Name').fill(name)
      await dialog.getByRole('combobox', { name: 'Category' }).click()
      await page.getByRole('option', { name: 'Machinery Moving' }).click()
      await dialog.getByLabel('Short Description').fill('Cranes and riggers for the lift at either end.')
      await dialog.getByLabel('Price').fill('From $950 a day')
      await dialog.getByRole('button', { name: 'Add Service' }).click()
      await expect(toast(page, 'Service Added')).toBeVisible()
      await expect(dialog).toBeHidden()
      const row = serviceEntry(page, name)
      await expect(row).toContainText('Machinery Moving')
      await expect(row).toContainText('From $950 a day')

      let shown = await publicSolutions(browser)
      await expect(shown.grid.getByRole('article', { name })).toContainText('Cranes and riggers for the lift at either end.')
      await shown.close()

      await row.getByRole('button', { name: `Edit ${name}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Service' })
      await expect(edit.getByLabel('Name')).toHaveValue(name)
      await edit.getByLabel('Price').fill('Custom quote')
      await edit.getByRole('button', { name: 'Save Changes' }).click()
      await expect(toast(page, 'Service Updated')).toBeVisible()
      await expect(row).toContainText('Custom quote')

      await row.getByRole('switch', { name: `${name} active` }).press('Space')
      await expect(toast(page, 'Status Updated')).toContainText('Service status has been updated.')
      await expect(row.getByRole('switch', { name: `${name} active` })).not.toBeChecked()
      shown = await publicSolutions(browser)
      await expect(shown.grid.getByRole('link', { name: /^Port Pickups/ })).toBeVisible()
      await expect(shown.grid.getByText(name)).toHaveCount(0)
      await shown.close()

      await row.getByRole('button', { name: `Delete ${name}` }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete Service' })
      await expect(confirm).toContainText('Are you sure you want to delete this service? This action cannot be undone.')
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toast(page, 'Service Deleted')).toBeVisible()
      await expect(row).toHaveCount(0)
      expect(await servicesOnServer(request, `name = "${name}"`)).toEqual([])
    } finally {
      await deleteOnServer(request, `name = "${name}"`)
    }
  })

  test('a solution turned inactive leaves /services, its card and its section, until it is listed again', async ({ page, request, browser }) => {
    const [port] = await servicesOnServer(request, 'anchor = "port"')
    try {
      await openServices(page, request)
      await serviceEntry(page, 'Port Pickups').getByRole('switch', { name: 'Port Pickups active' }).press('Space')
      await expect(toast(page, 'Status Updated')).toBeVisible()

      const shown = await publicSolutions(browser)
      await expect(shown.grid.getByRole('link', { name: /^Military Transport/ })).toBeVisible()
      await expect(shown.grid.getByRole('link', { name: /^Port Pickups/ })).toHaveCount(0)
      await expect(shown.visitor.locator('#port')).toHaveCount(0)
      await shown.close()
    } finally {
      await setActiveOnServer(request, port!, true)
    }
  })
})

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('services show as cards with their switch, and the form fills the screen', async ({ page, request }) => {
    await openServices(page, request)
    const card = serviceEntry(page, 'Military Transport')
    await expect(card).toContainText('Special Projects')
    await expect(card.getByRole('switch', { name: 'Military Transport active' })).toBeChecked()
    await expectNoSeriousViolations(page, 'admin services on a phone')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await card.getByRole('button', { name: 'Edit Military Transport' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Service' })
    expect((await dialog.boundingBox())?.width).toBeGreaterThanOrEqual(370)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })
})
