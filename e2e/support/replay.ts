import { gunzipSync } from 'node:zlib'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { authenticate, demoAdmin, openSignedIn } from './session'
import { banner, rowsOf, type Row } from './tracking'

const REPLAY_ROUTE = '/api/track/replay'

/** What the tests read of a replay batch (pb_hooks/lib/replay/replay-schema.js). */
export interface ReplayBatch {
  chunks?: unknown[]
  summary?: { duration_ms: number }
}

/**
 * Accepts tracking on `path` and waits until the page's first full snapshot has reached the
 * server (the recorder sends it as soon as it starts); returns that batch.
 */
export async function acceptRecording(page: Page, path = '/'): Promise<ReplayBatch> {
  await page.goto(path)
  const firstPage = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === REPLAY_ROUTE && response.ok() && ((response.request().postDataJSON() as ReplayBatch).chunks ?? []).length > 0,
  )
  await banner(page).getByRole('button', { name: 'Accept & Continue' }).click()
  await expect(banner(page)).toHaveCount(0)
  return (await firstPage).request().postDataJSON() as ReplayBatch
}

/** How many session events the visitor's recorder has made so far (its counter, kept for the tab). */
export async function recordedEventCount(page: Page): Promise<number> {
  const state = await page.evaluate(() => window.sessionStorage.getItem('replay-session'))
  return Number((JSON.parse(state ?? '{}') as { nextEvent?: unknown }).nextEvent ?? 0)
}

/** The stored recording of a consent id, its events (in order) and its page chunks, decompressed. */
export async function storedRecording(request: APIRequestContext, token: string, consentId: string) {
  const [recording] = await rowsOf(request, token, 'session_recordings', consentId)
  const events = (await rowsOf(request, token, 'session_events', consentId)).sort(
    (a, b) => Number(a.timestamp_ms) - Number(b.timestamp_ms) || Number(a.sequence) - Number(b.sequence),
  )
  const chunks = await rowsOf(request, token, 'session_dom_chunks', consentId)
  const pages = chunks.map((chunk: Row) => gunzipSync(Buffer.from(String(chunk.data), 'base64')).toString('utf8'))
  return { recording, events, chunks, pages }
}

/** Signs the demo admin in on the replays page and opens the replay of `sessionId`. */
export async function openReplay(page: Page, request: APIRequestContext, sessionId: string): Promise<Locator> {
  await openSignedIn(page, await authenticate(request, demoAdmin), '/admin/session-replays')
  await expect(page.getByRole('heading', { name: 'Recordings' })).toBeVisible()
  await page.getByRole('row').filter({ hasText: sessionId.slice(0, 8) }).click()
  return page.getByRole('dialog', { name: /Session Replay - Visitor/ })
}

/**
 * Plays the open replay at 4x until the player finishes: the event index moves from the first of
 * `eventCount` to the last. (A visit of a few seconds plays in well under a second at 4x, too
 * briefly to catch the Pause button on the way.)
 */
export async function playToEnd(dialog: Locator, eventCount: number): Promise<void> {
  await expect(dialog.getByTestId('event-position')).toHaveText(`Event 1 of ${eventCount}`)
  await expect(dialog.getByTestId('replay-player').locator('iframe')).toBeVisible()
  await dialog.getByText('4x', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: '4x' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Play' }).click()
  await expect(dialog.getByTestId('event-position')).toHaveText(`Event ${eventCount} of ${eventCount}`, { timeout: 20_000 })
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible()
}
