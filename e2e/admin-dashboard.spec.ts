import { expect, test, type APIRequestContext, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { authenticate, demoAdmin, openSignedIn, registerUser, type AuthResponse } from './support/session'
import { documents, uniqueName } from './support/submissions'

// Sign-ins are rate limited: one admin session serves the whole file.
let adminSession: AuthResponse | undefined

async function admin(request: APIRequestContext): Promise<AuthResponse> {
  adminSession ??= await authenticate(request, demoAdmin)
  return adminSession
}

const STATS = [
  ['Unique Visitors', 'unique_visitors'],
  ['Analytics Events', 'analytics_events'],
  ['Consent Records', 'consent_records'],
  ['Total Users', 'users'],
  ['Gallery Images', 'gallery_images'],
  ['Services', 'services'],
] as const

async function countOnServer(request: APIRequestContext, collection: string): Promise<number> {
  const response = await request.get(`/api/collections/${collection}/records`, {
    params: { perPage: 1, fields: 'id' },
    headers: { Authorization: (await admin(request)).token },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { totalItems: number }).totalItems
}

/** Records sent by other clients than the admin's page (with the admin's session, so the guests' create limit is not spent). */
async function send(request: APIRequestContext, collection: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/collections/${collection}/records`, { data, headers: { Authorization: (await admin(request)).token } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { id: string }
}

async function sendApplication(request: APIRequestContext, lastName: string) {
  const resume = documents.pdf('resume.pdf')
  const response = await request.post('/api/collections/job_applications/records', {
    headers: { Authorization: (await admin(request)).token },
    multipart: {
      job_title: 'CDL Truck Driver',
      first_name: 'Sam',
      last_name: lastName,
      email: 'sam@applicant.test',
      phone: '(937) 555-0111',
      resume: { name: resume.name, mimeType: resume.mimeType, buffer: resume.buffer },
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function openDashboard(page: Page, request: APIRequestContext) {
  await openSignedIn(page, await admin(request), '/admin/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
}

const statCard = (page: Page, label: string) => page.getByRole('list', { name: 'Totals' }).getByRole('listitem', { name: label })
const activity = (page: Page) => page.getByRole('region', { name: 'Recent Activity' })
const activityItems = (page: Page) => activity(page).getByRole('listitem')

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

async function expectTotalsMatchServer(page: Page, request: APIRequestContext) {
  for (const [label, collection] of STATS) {
    const count = await countOnServer(request, collection)
    await expect(statCard(page, label).locator('[data-count]')).toHaveAttribute('data-count', String(count))
    await expect(statCard(page, label)).toContainText(`${label}${count.toLocaleString('en-US')}`)
  }
}

test.describe('on a tablet held sideways (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

  test("the six totals are the counts of the server, the quick actions lead to their pages, and Recent Activity lists the latest", async ({ page, request }) => {
    const name = uniqueName('Dashboard Quote')
    await send(request, 'quotes', { customer_name: name, email: 'dana@shipper.test', phone: '(937) 555-0100', equipment: 'RGN', origin: 'Dayton, OH', destination: 'Houston, TX' })
    await openDashboard(page, request)

    await expect(page.getByRole('list', { name: 'Totals' }).getByRole('listitem')).toHaveCount(6)
    await expectTotalsMatchServer(page, request)

    const actions = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link')
    await expect(actions).toHaveText(['Review quotes', 'Upload new images', 'Manage users', 'Add job posting'])
    const targets = [
      ['Review quotes', '/admin/quotes'],
      ['Upload new images', '/admin/gallery'],
      ['Manage users', '/admin/users'],
      ['Add job posting', '/admin/careers#openings'],
    ] as const
    for (const [label, href] of targets) {
      await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href)
    }

    await expect(activityItems(page).first()).toContainText(`Quote request from ${name}`)
    await expect(activityItems(page).first()).toContainText('Dayton, OH → Houston, TX · RGN')
    await expect(activityItems(page).first()).toContainText(/just now|minute/)
    await expectNoSidewaysScroll(page)
    await expectNoSeriousViolations(page, 'admin dashboard, 1024')

    await page.getByRole('link', { name: 'Review quotes' }).click()
    await expect(page).toHaveURL('/admin/quotes')
  })

  test('a quote, a message, an application and a sign-up sent by others appear on top of Recent Activity without a reload, marked new', async ({ page, request }) => {
    await openDashboard(page, request)
    await expect(activity(page).getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible()
    const first = activityItems(page).first()

    const quoteName = uniqueName('Live Quote')
    const quote = await send(request, 'quotes', { customer_name: quoteName, email: 'dana@shipper.test', phone: '(937) 555-0100', equipment: 'Lowboy', origin: 'Toledo, OH', destination: 'Mobile, AL' })
    await expect(first).toContainText(`Quote request from ${quoteName}`)
    await expect(first).toHaveAttribute('data-new', 'true')

    const sender = uniqueName('Live Sender')
    await send(request, 'contact_messages', { name: sender, email: 'lee@customer.test', subject: 'Permit question', message: 'Do you handle permits for Ohio?' })
    await expect(first).toContainText(`Message from ${sender}`)
    await expect(first).toContainText('Permit question')

    const applicant = uniqueName('Applicant')
    await sendApplication(request, applicant)
    await expect(first).toContainText(`Job application from Sam ${applicant}`)

    const account = await registerUser(request, 'carrier')
    await expect(first).toContainText('New account: Casey Carrier')
    await expect(first).toContainText(account.email)
    await expect(activity(page).locator('li[data-new]')).toHaveCount(4)

    // The totals count what just arrived.
    await page.reload()
    await expectTotalsMatchServer(page, request)

    await activity(page).getByRole('link', { name: `Quote request from ${quoteName}` }).click()
    await expect(page).toHaveURL(`/admin/quotes?quote=${quote.id}`)
    await expect(page.getByRole('dialog', { name: 'Quote details' })).toContainText(quoteName)
  })
})

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('the totals sit two to a row, nothing scrolls sideways, and the page passes axe', async ({ page, request }) => {
    await openDashboard(page, request)
    await expectTotalsMatchServer(page, request)
    const [first, second] = await Promise.all([statCard(page, 'Unique Visitors').boundingBox(), statCard(page, 'Analytics Events').boundingBox()])
    expect(first?.y).toBe(second?.y)
    await expect(activityItems(page).first()).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousViolations(page, 'admin dashboard, 375')
  })
})
