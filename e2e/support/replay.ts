import { gunzipSync } from 'node:zlib'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { banner, rowsOf, type Row } from './tracking'

/** Accepts tracking on `path` and waits for the recorder's first batch to reach the server. */
export async function acceptRecording(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  const firstBatch = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/track/replay' && response.ok())
  await banner(page).getByRole('button', { name: 'Accept & Continue' }).click()
  await expect(banner(page)).toHaveCount(0)
  await firstBatch
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
