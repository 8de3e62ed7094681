import { letTimePass } from './support/clock'
import { expect, test, type Page } from './support/test'
import { adminToken, banner, consentIdOf, listenToPresence, rowsOf, TRACKER_CHUNK } from './support/tracking'

const TRACKING_TABLES = ['analytics_events', 'unique_visitors', 'consent_records', 'presence'] as const

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

async function openNav(page: Page, label: string, path: string) {
  await mainNav(page).getByRole('link', { name: label, exact: true }).click()
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('after Accept, page views reach the server, the visitor is live within 2 s and leaves when the tab closes', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await adminToken(request)
  const presence = await listenToPresence(baseURL!, token)
  try {
    await page.goto('/')
    const trackerLoaded = page.waitForRequest((sent) => TRACKER_CHUNK.test(new URL(sent.url()).pathname))
    const acceptedAt = Date.now()
    await banner(page).getByRole('button', { name: 'Accept & Continue' }).click()
    await expect(banner(page)).toHaveCount(0)
    await trackerLoaded
    const consentId = await consentIdOf(page)
    const live = await presence.next((message) => message.consent_id === consentId && message.action === 'heartbeat', 2_000)
    expect(live.receivedAt - acceptedAt).toBeLessThan(2_000)
    expect(live.page_url).toBe('/')

    await openNav(page, 'Services', '/services')
    await openNav(page, 'About', '/about')
    await page.goBack()
    await expect(page).toHaveURL('/services')
    await page.goForward()
    await expect(page).toHaveURL('/about')

    const pageViews = async () =>
      (await rowsOf(request, token, 'analytics_events', consentId)).filter((row) => row.event_name === 'page_view').map((row) => row.page_url)
    await expect.poll(pageViews, { timeout: 10_000 }).toEqual(['/', '/services', '/about', '/services', '/about'])

    const events = await rowsOf(request, token, 'analytics_events', consentId)
    expect(events.map((row) => row.event_name)).toEqual(expect.arrayContaining(['consent_accept_all', 'session_start']))
    const about = events.find((row) => row.event_name === 'page_view' && row.page_url === '/about')!
    expect(about.properties).toMatchObject({
      page_title: expect.stringContaining('About'),
      referrer: `${baseURL}/services`,
      screen: { width: expect.any(Number), height: expect.any(Number) },
      viewport: { width: 1280, height: 720 },
      language: expect.any(String),
      timezone: expect.any(String),
    })
    expect(new Set(events.map((row) => row.session_id)).size).toBe(1)
    expect(events[0]).toMatchObject({ site_id: 'default', visitor_id: expect.stringMatching(/^#\d{11}$/) })
    expect(await rowsOf(request, token, 'presence', consentId)).toHaveLength(1)

    await page.close()
    await presence.next((message) => message.consent_id === consentId && message.action === 'leave', 5_000)
    await expect.poll(async () => (await rowsOf(request, token, 'presence', consentId)).length).toBe(0)
    const ends = (await rowsOf(request, token, 'analytics_events', consentId)).filter((row) => row.event_name === 'session_end')
    expect(ends).toHaveLength(1)
    expect(ends[0]!.properties).toMatchObject({ page_count: 5 })
  } finally {
    presence.close()
  }
})

test('Forget me on the privacy page erases what was recorded and asks again', async ({ page, request }) => {
  const token = await adminToken(request)
  await page.clock.install()
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accept & Continue' }).click()
  const consentId = await consentIdOf(page)
  await openNav(page, 'Fleet', '/fleet')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy')

  const count = async () => {
    const counts = await Promise.all(TRACKING_TABLES.map(async (table) => (await rowsOf(request, token, table, consentId)).length))
    return Object.fromEntries(TRACKING_TABLES.map((table, i) => [table, counts[i]]))
  }
  await expect.poll(async () => (await count()).analytics_events, { timeout: 10_000 }).toBeGreaterThanOrEqual(5)
  const before = await count()
  expect(before).toMatchObject({ unique_visitors: 1, consent_records: 1, presence: 1 })

  const settings = page.getByRole('radiogroup', { name: 'Analytics in this browser' })
  await expect(settings.getByRole('radio', { name: 'Accepted: record my visits' })).toBeChecked()
  await page.getByRole('button', { name: 'Forget me' }).click()

  const result = page.getByRole('status').filter({ hasText: 'Erased from our server:' })
  await expect(result).toContainText(`${before.analytics_events} recorded events`)
  await expect(result).toContainText('1 visitor record')
  expect(await count()).toEqual({ analytics_events: 0, unique_visitors: 0, consent_records: 0, presence: 0 })
  await expect(banner(page)).toBeVisible()
  await expect(settings.getByRole('radio', { name: 'Accepted: record my visits' })).not.toBeChecked()
  expect(await page.evaluate(() => window.localStorage.getItem('consent-id'))).toBeNull()

  // Nothing comes back afterwards: the tracker stopped without sending what it held.
  await letTimePass(page, 6_000)
  expect(await count()).toEqual({ analytics_events: 0, unique_visitors: 0, consent_records: 0, presence: 0 })
})

test('the privacy page can change the choice: Accept there starts tracking, Decline stops it', async ({ page, request }) => {
  const token = await adminToken(request)
  await page.clock.install()
  await page.goto('/privacy-policy')
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  const settings = page.getByRole('radiogroup', { name: 'Analytics in this browser' })
  await expect(settings.getByRole('radio', { name: 'Declined: record nothing' })).toBeChecked()

  await settings.getByRole('radio', { name: 'Accepted: record my visits' }).check()
  const consentId = await consentIdOf(page)
  await expect
    .poll(async () => (await rowsOf(request, token, 'analytics_events', consentId)).map((row) => row.event_name), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['consent_accept_all', 'page_view']))
  const accepted = (await rowsOf(request, token, 'analytics_events', consentId)).find((row) => row.event_name === 'consent_accept_all')!
  expect(accepted.properties).toMatchObject({ banner_position: 'privacy-policy' })

  await settings.getByRole('radio', { name: 'Declined: record nothing' }).check()
  await expect.poll(async () => (await rowsOf(request, token, 'presence', consentId)).length).toBe(0)
  const recorded = (await rowsOf(request, token, 'analytics_events', consentId)).length
  await openNav(page, 'About', '/about')
  await letTimePass(page, 6_000)
  expect(await rowsOf(request, token, 'analytics_events', consentId)).toHaveLength(recorded)
})
