import { acceptRecording, openReplay, playToEnd, recordedEventCount, storedRecording } from './support/replay'
import { authenticate, demoAdmin, openSignedIn } from './support/session'
import { fillQuote, receipt, serverRecords, submitQuote, uniqueName } from './support/submissions'
import { expect, test } from './support/test'
import { adminToken, consentIdOf, rowsOf } from './support/tracking'

test('the admin plays a recorded visit at 4x: the page is shown and the event index reaches the end', async ({ browser, page, request }) => {
  // Visitor and admin each take a few seconds of the recorder's 5 s flushes.
  test.setTimeout(90_000)
  // A visitor: accepts on the home page, scrolls, opens Services, clicks on it and leaves.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const visit = await visitor.newPage()
  await acceptRecording(visit, '/')
  const consentId = await consentIdOf(visit)
  await visit.mouse.wheel(0, 700)
  await visit.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click()
  await expect(visit).toHaveURL('/services')
  await visit.getByRole('heading', { level: 1 }).click()
  await visit.mouse.wheel(0, 500)
  const token = await adminToken(request)
  await expect.poll(async () => (await rowsOf(request, token, 'session_events', consentId)).length, { timeout: 15_000 }).toBeGreaterThan(3)
  const eventCount = await recordedEventCount(visit)
  await visit.close({ runBeforeUnload: true })
  // The last events leave by beacon as the page closes.
  await expect.poll(async () => (await rowsOf(request, token, 'session_events', consentId)).length, { timeout: 15_000 }).toBe(eventCount)
  expect((await rowsOf(request, token, 'session_dom_chunks', consentId)).length).toBeGreaterThan(0)
  const [recording] = await rowsOf(request, token, 'session_recordings', consentId)
  await visitor.close()

  // Dispatch's tablet, held sideways.
  await page.setViewportSize({ width: 1024, height: 768 })
  const dialog = await openReplay(page, request, String(recording!.session_id))
  await dialog.getByRole('button', { name: 'Show Fingerprint' }).click()
  await dialog.getByRole('tab', { name: 'Uniqueness' }).click()
  await expect(dialog.getByText('Canvas signature: High')).toBeVisible()
  await dialog.getByRole('button', { name: 'Hide Fingerprint' }).click()

  await dialog.getByTestId('replay-player').scrollIntoViewIfNeeded()
  await playToEnd(dialog, eventCount)
  // The replayed frame holds the page the visitor saw last, still in view: the event list
  // followed the events by scrolling itself, not the dialog.
  await expect(dialog.getByTestId('replay-player').locator('iframe').contentFrame().getByRole('heading', { level: 1 })).toBeVisible()
  await expect(dialog.getByTestId('replay-player')).toBeInViewport({ ratio: 0.9 })
  // The replayed page never takes the focus: Escape still closes the dialog.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a quote sent during a recorded visit links to its replay, and the replay back to the quote', async ({ browser, page, request }) => {
  test.setTimeout(90_000)
  const name = uniqueName('Replay Shipper')
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const visit = await visitor.newPage()
  await acceptRecording(visit, '/quote')
  const consentId = await consentIdOf(visit)
  await fillQuote(visit, { name })
  await submitQuote(visit)
  await expect(receipt(visit, 'Quote request received')).toBeVisible()
  await visit.close({ runBeforeUnload: true })
  await visitor.close()
  const token = await adminToken(request)
  await expect.poll(async () => (await rowsOf(request, token, 'session_recordings', consentId)).length, { timeout: 15_000 }).toBe(1)
  const [quote] = await serverRecords(request, 'quotes', `customer_name = "${name}"`)

  await openSignedIn(page, await authenticate(request, demoAdmin), `/admin/quotes?quote=${String(quote!.id)}`)
  const drawer = page.getByRole('dialog', { name: 'Quote details' })
  await drawer.getByRole('link', { name: 'Watch session replay' }).click()
  await expect(page).toHaveURL(/\/admin\/session-replays\?recording=[a-z0-9]+$/)
  const replay = page.getByRole('dialog', { name: /Session Replay - Visitor/ })
  await expect(replay.getByTestId('replay-player').locator('iframe')).toBeVisible()
  await replay.getByRole('link', { name: `Quote request from ${name}` }).click()
  await expect(page).toHaveURL(`/admin/quotes?quote=${String(quote!.id)}`)
  await expect(page.getByRole('dialog', { name: 'Quote details' }).getByText(name)).toBeVisible()
})

/** rrweb's clicks in the stored page chunks (IncrementalSnapshot, MouseInteraction, Click). */
function pageClicks(pages: string[]): number {
  const events = pages.flatMap((page) => JSON.parse(page) as { type: number; data: { source?: number; type?: number } }[])
  return events.filter((event) => event.type === 3 && event.data.source === 2 && event.data.type === 2).length
}

test('a visit of a few seconds (accept, two clicks, leave) plays from its first frame to its last click', async ({ browser, page, request }) => {
  test.setTimeout(60_000)
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const visit = await visitor.newPage()
  const firstBatch = await acceptRecording(visit, '/')
  // The page's first full snapshot left as recording started, not with the recorder's 5 s flush.
  expect(firstBatch.summary!.duration_ms).toBeLessThan(5_000)
  const consentId = await consentIdOf(visit)
  const heading = visit.getByRole('heading', { level: 1 })
  await heading.click()
  await heading.click({ position: { x: 4, y: 4 } })
  const eventCount = await recordedEventCount(visit)
  // The visitor leaves for another site, then closes the tab: only what leaves during pagehide,
  // without waiting for any promise, survives. The two clicks must be among it, on the page too.
  await visit.goto('about:blank')
  await visit.close()
  const token = await adminToken(request)
  const stored = async () => {
    const { events, pages } = await storedRecording(request, token, consentId)
    return { events: events.length, clicks: events.filter((event) => event.event_type === 'click').length, pageClicks: pageClicks(pages) }
  }
  // Every event counted before leaving arrives (a mouse move may still follow the count).
  await expect.poll(stored, { timeout: 15_000 }).toMatchObject({ clicks: 2, pageClicks: 2 })
  const storedEvents = (await stored()).events
  expect(storedEvents).toBeGreaterThanOrEqual(eventCount)
  await visitor.close()
  const [recording] = await rowsOf(request, token, 'session_recordings', consentId)

  const dialog = await openReplay(page, request, String(recording!.session_id))
  await expect(dialog.getByText('The page itself was not recorded')).toHaveCount(0)
  await playToEnd(dialog, storedEvents)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
})
