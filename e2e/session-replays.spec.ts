import { acceptRecording } from './support/replay'
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
  await visit.close({ runBeforeUnload: true })
  await expect.poll(async () => (await rowsOf(request, token, 'session_dom_chunks', consentId)).length, { timeout: 15_000 }).toBeGreaterThan(0)
  const [recording] = await rowsOf(request, token, 'session_recordings', consentId)
  const eventCount = (await rowsOf(request, token, 'session_events', consentId)).length
  await visitor.close()

  await openSignedIn(page, await authenticate(request, demoAdmin), '/admin/session-replays')
  await expect(page.getByRole('heading', { name: 'Recordings' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: String(recording!.session_id).slice(0, 8) })
  await row.click()

  const dialog = page.getByRole('dialog', { name: /Session Replay - Visitor/ })
  await expect(dialog.getByTestId('event-position')).toHaveText(`Event 1 of ${eventCount}`)
  const frame = dialog.getByTestId('replay-player').locator('iframe')
  await expect(frame).toBeVisible()
  await dialog.getByText('4x', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: '4x' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Play' }).click()
  await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible()
  await expect(dialog.getByTestId('event-position')).toHaveText(`Event ${eventCount} of ${eventCount}`, { timeout: 20_000 })
  // The replayed frame holds the page the visitor saw last.
  await expect(frame.contentFrame().getByRole('heading', { level: 1 })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Show Fingerprint' }).click()
  await dialog.getByRole('tab', { name: 'Uniqueness' }).click()
  await expect(dialog.getByText('Canvas signature: High')).toBeVisible()
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
