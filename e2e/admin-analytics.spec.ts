import { randomBytes, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { authenticate, demoAdmin, openSignedIn, type AuthResponse } from './support/session'

// Sign-ins are rate limited: one admin session serves the whole file.
let adminSession: AuthResponse | undefined

async function admin(request: APIRequestContext): Promise<AuthResponse> {
  adminSession ??= await authenticate(request, demoAdmin)
  return adminSession
}

/** A visitor as the tracker makes one: a fresh consent id and session id, and a page of its own to find it by. */
function newVisitor() {
  const marker = randomBytes(6).toString('hex')
  return { consentId: randomBytes(16).toString('hex'), sessionId: randomUUID(), page: `/fleet/e2e-${marker}`, title: `Fleet ${marker}` }
}
type Visitor = ReturnType<typeof newVisitor>

const event = (type: string, visitor: Visitor, fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type,
  timestamp: Date.now(),
  page_url: visitor.page,
  page_title: visitor.title,
  ...fields,
})

/** Posts a batch straight to the ingest, as the browser's tracker would. */
async function track(request: APIRequestContext, visitor: Visitor, events: Record<string, unknown>[]) {
  const response = await request.post('/api/track', { data: { consent_id: visitor.consentId, session_id: visitor.sessionId, events } })
  expect(response.status(), await response.text()).toBe(200)
}

const pageViews = (visitor: Visitor) => [
  event('session_start', visitor, { referrer: '', language: 'en-US', timezone: 'America/Chicago' }),
  event('page_view', visitor, { referrer: '', viewport: { width: 1280, height: 720 } }),
  event('presence_heartbeat', visitor),
]

async function openAnalytics(page: Page, request: APIRequestContext, search = '') {
  // The lookup services are on the internet; this test machine has none, so every one fails fast.
  await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('internetdisconnected'))
  await openSignedIn(page, await admin(request), `/admin/analytics${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics & Data' })).toBeVisible()
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title })
const liveVisitor = (page: Page, visitor: Visitor) => section(page, 'Live Visitors').locator(`li[data-consent-id="${visitor.consentId}"]`)
/** Event History's rows (a table on a tablet, cards on a phone) holding `text`. */
const historyEntries = (page: Page, text: string): Locator =>
  page.getByRole('tabpanel', { name: 'Event History' }).locator('table[aria-label="Event History"] tbody tr, ul[aria-label="Event History"] > li').filter({ hasText: text })

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const { name, viewport, phone } of [
  { name: 'on a tablet held sideways (1024×768)', viewport: { width: 1024, height: 768 }, phone: false },
  { name: 'on a phone (375×812)', viewport: { width: 375, height: 812 }, phone: true },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: true, isMobile: phone })

    test('a tracked batch shows in Event History and its visitor in the live list within 2 s', async ({ page, request }) => {
      await openAnalytics(page, request, '?tab=history')
      const visitor = newVisitor()
      await expect(page.getByText('Getting Started').or(page.getByRole('searchbox', { name: 'Search event, page or visitor' }))).toBeVisible()

      await track(request, visitor, pageViews(visitor))
      await expect(historyEntries(page, visitor.page).first()).toBeVisible({ timeout: 2000 })
      await expectNoSidewaysScroll(page)
      await expectNoSeriousViolations(page, `event history, ${viewport.width}`)

      await page.getByRole('tab', { name: 'Real-time Visitors' }).click()
      await expect(liveVisitor(page, visitor)).toContainText(visitor.title, { timeout: 2000 })
      await expect(liveVisitor(page, visitor)).toContainText(/\d+s ago/)

      // A heartbeat from another page moves the visitor there, through the realtime topic.
      const moved = { ...visitor, page: `${visitor.page}/quote`, title: `${visitor.title} quote` }
      await track(request, moved, [event('presence_heartbeat', moved)])
      await expect(liveVisitor(page, visitor)).toContainText(moved.title, { timeout: 2000 })
      await expectNoSidewaysScroll(page)
      await expectNoSeriousViolations(page, `real-time visitors, ${viewport.width}`)

      await track(request, moved, [event('presence_leave', moved)])
      await expect(liveVisitor(page, visitor)).toHaveCount(0, { timeout: 2000 })
    })

    test('the overview shows four totals, the top events and the latest ones', async ({ page, request }) => {
      const visitor = newVisitor()
      await track(request, visitor, pageViews(visitor))
      await openAnalytics(page, request, '?tab=overview')

      const totals = page.getByRole('list', { name: 'Analytics totals' })
      await expect(totals.getByRole('listitem')).toHaveCount(4)
      for (const label of ['Total Events', 'Unique Visitors', 'Returning Visitors', 'Consent Records']) {
        await expect(totals.getByRole('listitem', { name: label })).toContainText(/\d/)
      }
      const top = page.getByRole('list', { name: 'Top events' }).getByRole('listitem')
      await expect(top.filter({ hasText: 'Page view' })).toBeVisible()
      expect(await top.count()).toBeLessThanOrEqual(5)
      const recent = page.getByRole('list', { name: 'Recent events' }).getByRole('listitem')
      await expect(recent.filter({ hasText: visitor.page }).first()).toBeVisible()
      expect(await recent.count()).toBeLessThanOrEqual(10)
      await expectNoSidewaysScroll(page)
      await expectNoSeriousViolations(page, `analytics overview, ${viewport.width}`)
    })
  })
}

test.describe('tools and export (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

  test('a visitor who arrives while the live list is read stays listed, and the debugger reads its events, without Refresh', async ({ page, request }) => {
    // The list's first reads are answered as the server saw them before the visitor came.
    let markReadTaken = () => {}
    const readTaken = new Promise<void>((resolve) => (markReadTaken = resolve))
    let releaseReads = () => {}
    const readsReleased = new Promise<void>((resolve) => (releaseReads = resolve))
    await page.route('**/api/collections/presence/records?**', async (route) => {
      const response = await route.fetch()
      markReadTaken()
      await readsReleased
      await route.fulfill({ response })
    })
    await openAnalytics(page, request)
    const latestEvents = section(page, 'Tracking Debugger').getByRole('list', { name: 'Latest events' })
    const visitor = newVisitor()
    await expect(section(page, 'Tracking Debugger')).not.toContainText(visitor.page)
    await readTaken

    await track(request, visitor, pageViews(visitor))
    // Its arrival, heard on the realtime topic while the list still loads, has the debugger read again.
    await expect(latestEvents).toContainText(visitor.page)
    releaseReads()
    await expect(liveVisitor(page, visitor)).toBeVisible()
  })

  test('Export CSV downloads the server’s analytics-{date}.csv with the spec’s columns', async ({ page, request }) => {
    const visitor = newVisitor()
    await track(request, visitor, pageViews(visitor))
    await openAnalytics(page, request)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toBe(`analytics-${new Date().toISOString().slice(0, 10)}.csv`)
    const csv = await readFile(await download.path(), 'utf8')
    const [header, ...rows] = csv.split('\r\n')
    expect(header).toBe('Date,Event,Visitor ID,Site ID,Page URL,Properties')
    expect(rows.filter((row) => row.includes(visitor.page)).map((row) => row.split(',')[1])).toEqual(['session_start', 'page_view'])
  })

  test('the visitor-info tool says so when every lookup service fails', async ({ page, request }) => {
    await openAnalytics(page, request)
    const tool = section(page, 'Visitor Info')
    await tool.getByRole('button', { name: 'Detect Visitor Info' }).click()
    await expect(tool.getByRole('alert')).toHaveText('Unable to detect location information. All services failed.')
    await expectNoSeriousViolations(page, 'visitor-info failure')
  })

  test('the tracking test posts a test event and shows the status', async ({ page, request }) => {
    await openAnalytics(page, request)
    const tool = section(page, 'Tracking Test')
    await tool.getByRole('button', { name: 'Send Test Event' }).click()
    await expect(tool).toContainText('Test event sent')
    await expect(tool).toContainText('Status: 200')

    await page.getByRole('tab', { name: 'Event History' }).click()
    await page.getByRole('searchbox', { name: 'Search event, page or visitor' }).fill('tracking_test')
    await expect(historyEntries(page, 'tracking_test').first()).toBeVisible()
  })
})
