import { expect, test, type APIRequestContext, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { authenticate, demoAdmin, openSignedIn, type AuthResponse } from './support/session'
import { toast } from './support/submissions'

interface StoredSettings {
  id: string
  [field: string]: unknown
}

// Sign-ins are rate limited: one admin session serves the whole file.
let adminSession: AuthResponse | undefined
const admin = async (request: APIRequestContext) => (adminSession ??= await authenticate(request, demoAdmin))

async function settingsOnServer(request: APIRequestContext): Promise<StoredSettings> {
  const response = await request.get('/api/collections/site_settings/records', { params: { sort: 'created', perPage: 1 } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { items: StoredSettings[] }).items[0]!
}

async function saveOnServer(request: APIRequestContext, settings: StoredSettings) {
  const { token } = await admin(request)
  const { id, maintenance_enabled, maintenance_title, maintenance_message, maintenance_eta, contact_email, contact_phone } = settings
  const response = await request.patch(`/api/collections/site_settings/records/${id}`, {
    data: { maintenance_enabled, maintenance_title, maintenance_message, maintenance_eta, contact_email, contact_phone },
    headers: { Authorization: token },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function openSettings(page: Page, request: APIRequestContext) {
  await openSignedIn(page, await admin(request), '/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  return page.getByRole('form', { name: 'Maintenance Mode' })
}

const maintenanceHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title })

// Every test leaves the settings as it found them: the other specs need an open site.
let before: StoredSettings | undefined
test.beforeEach(async ({ request }) => {
  before = await settingsOnServer(request)
})
test.afterEach(async ({ request }) => {
  if (before) await saveOnServer(request, before)
})

test.describe('on a tablet (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  test('maintenance on shows the maintenance page to visitors, not to the admin, and off restores the site at once', async ({ page, request, browser }) => {
    test.slow()
    const form = await openSettings(page, request)
    await expect(form.getByText('The site is open')).toBeVisible()
    await expectNoSeriousViolations(page, 'admin settings')

    await form.getByLabel('Show the maintenance page to visitors').check()
    await form.getByLabel('Title').fill('Back Shortly')
    await form.getByLabel('Message').fill('We are moving dispatch to a new system.')
    await form.getByLabel('Expected Back').fill('Monday at 6 am Eastern')
    await form.getByLabel('Contact Email').fill('standby@ironbridge.test')
    await form.getByLabel('Contact Phone').fill('(937) 555-0150')
    await form.getByRole('button', { name: 'Save Settings' }).click()
    await expect(toast(page, 'Settings Saved')).toContainText('Maintenance mode is on: visitors see the maintenance page.')
    await expect(form.getByText('Maintenance mode is on')).toBeVisible()

    const visitor = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage()
    try {
      const answer = await visitor.goto('/fleet')
      expect(answer?.status()).toBe(503)
      await expect(maintenanceHeading(visitor, 'Back Shortly')).toBeVisible()
      await expect(visitor.getByText('We are moving dispatch to a new system.')).toBeVisible()
      await expect(visitor.getByText('Monday at 6 am Eastern')).toBeVisible()
      await expect(visitor.getByRole('link', { name: '(937) 555-0150' })).toHaveAttribute('href', 'tel:9375550150')
      await expect(visitor.getByRole('link', { name: 'standby@ironbridge.test' })).toHaveAttribute('href', 'mailto:standby@ironbridge.test')
      await expect(visitor.getByRole('navigation')).toHaveCount(0)
      await expectNoSeriousViolations(visitor, 'maintenance page')

      // Signing in stays open, so an admin can get in.
      await visitor.getByRole('link', { name: 'Sign in' }).click()
      await expect(visitor.getByRole('form', { name: 'Sign in' })).toBeVisible()

      // The admin browses the site as usual, told that visitors do not.
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Back Shortly')
      await expect(page.getByText('Maintenance mode is on')).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toBeVisible()

      // An address that leads nowhere is closed too, not a way around the notice.
      await visitor.goto('/no-such-page')
      await expect(maintenanceHeading(visitor, 'Back Shortly')).toBeVisible()
      await visitor.goto('/services')
      await expect(maintenanceHeading(visitor, 'Back Shortly')).toBeVisible()

      await page.getByRole('link', { name: 'Maintenance settings' }).click()
      await page.getByRole('form', { name: 'Maintenance Mode' }).getByLabel('Show the maintenance page to visitors').uncheck()
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(toast(page, 'Settings Saved')).toContainText('Maintenance mode is off: the site is open to everyone.')

      // The visitor's page opens without a reload.
      await expect(visitor.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible()
      const reopened = await visitor.goto('/fleet')
      expect(reopened?.status()).toBe(200)
      await expect(visitor.getByRole('heading', { level: 1, name: 'Our Fleet' })).toBeVisible()
    } finally {
      await visitor.context().close()
    }
  })

  test('a contact e-mail that is not one is refused beside the field', async ({ page, request }) => {
    const form = await openSettings(page, request)
    await form.getByLabel('Contact Email').fill('dispatch at ironbridge')
    await form.getByRole('button', { name: 'Save Settings' }).click()
    await expect(form.getByLabel('Contact Email')).toHaveAccessibleDescription(/Invalid email/)
    await expect(form.getByLabel('Contact Email')).toBeFocused()
  })
})

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the maintenance page fits a phone and the settings form is usable', async ({ page, request, browser }) => {
    const form = await openSettings(page, request)
    await expectNoSeriousViolations(page, 'admin settings on a phone')
    const current = await settingsOnServer(request)
    await saveOnServer(request, { ...current, maintenance_enabled: true })
    await expect(form).toBeVisible()

    const visitor = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage()
    try {
      await visitor.goto('/')
      await expect(maintenanceHeading(visitor, String(current.maintenance_title))).toBeVisible()
      const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await expectNoSeriousViolations(visitor, 'maintenance page on a phone')
    } finally {
      await visitor.context().close()
    }
  })
})
