// What a session recording costs the server: the bytes stored per minute of a visitor who
// accepted and used the site (events and gzip page chunks as stored), and the time of
// `POST /api/track/replay` carrying one of that visitor's own page chunks.
import { chromium } from '@playwright/test'
import { TEST_SUPERUSER } from '../lib/test-stack.mjs'
import { chromiumLaunchOptions } from './bundle-sizes.mjs'

const VISIT_MS = 45_000
const PAGES = ['Services', 'Fleet', 'Gallery', 'About', 'Careers', 'Contact', 'Home']
const INGEST_REQUESTS = 200
const STORED_TIMEOUT_MS = 20_000

async function superuserToken(baseUrl) {
  const response = await fetch(`${baseUrl}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: TEST_SUPERUSER.email, password: TEST_SUPERUSER.password }),
  })
  if (!response.ok) throw new Error(`superuser sign-in: ${response.status}`)
  return (await response.json()).token
}

async function rowsOf(baseUrl, token, collection, consentId) {
  const items = []
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ filter: `consent_id = "${consentId}"`, perPage: '500', page: String(page), sort: 'created' })
    const response = await fetch(`${baseUrl}/api/collections/${collection}/records?${query}`, { headers: { Authorization: token } })
    if (!response.ok) throw new Error(`${collection}: ${response.status}`)
    const body = await response.json()
    items.push(...body.items)
    if (page >= body.totalPages) return items
  }
}

/** The bytes of a row's own fields as JSON (the API's collection names left out). */
function storedBytes(row) {
  const fields = { ...row }
  delete fields.collectionId
  delete fields.collectionName
  return Buffer.byteLength(JSON.stringify(fields))
}

/** Scrolls, moves and clicks through the site's pages until `VISIT_MS` has passed; returns the time spent. */
async function useTheSite(page) {
  const started = Date.now()
  for (let step = 0; Date.now() - started < VISIT_MS; step++) {
    const name = PAGES[step % PAGES.length]
    await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click()
    for (let i = 0; i < 4 && Date.now() - started < VISIT_MS; i++) {
      await page.mouse.move(200 + ((i * 173) % 800), 150 + ((i * 97) % 450), { steps: 12 })
      await page.mouse.wheel(0, 450)
      await page.waitForTimeout(700)
    }
    await page.mouse.click(640, 300)
  }
  return Date.now() - started
}

/** A visitor at 1280x720 accepts on / and uses the site; resolves with its consent id and the minutes recorded. */
async function recordVisitor(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/`)
  const firstBatch = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/track/replay' && response.ok())
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept & Continue' }).click()
  await firstBatch
  const consentId = await page.evaluate(() => globalThis.localStorage.getItem('consent-id'))
  const spentMs = await useTheSite(page)
  await page.close({ runBeforeUnload: true })
  await context.close()
  return { consentId, minutes: spentMs / 60_000 }
}

/** The session's rows once its closing batch (the recording's end) is stored. */
async function storedSession(baseUrl, token, consentId) {
  const deadline = Date.now() + STORED_TIMEOUT_MS
  for (;;) {
    const [recording] = await rowsOf(baseUrl, token, 'session_recordings', consentId)
    if (recording?.ended_at || Date.now() > deadline) {
      const events = await rowsOf(baseUrl, token, 'session_events', consentId)
      const chunks = await rowsOf(baseUrl, token, 'session_dom_chunks', consentId)
      return { recording, events, chunks }
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]
}

/** Sequential posts of one recorded chunk (the median one by size) as new chunks of a fresh session. */
async function measureIngest(baseUrl, chunks) {
  const bySize = [...chunks].sort((a, b) => String(a.data).length - String(b.data).length)
  const chunk = bySize[Math.floor(bySize.length / 2)]
  const consentId = crypto.randomUUID().replaceAll('-', '')
  const sessionId = crypto.randomUUID()
  const times = []
  let bodyBytes = 0
  for (let sequence = 0; sequence < INGEST_REQUESTS; sequence++) {
    const body = JSON.stringify({
      consent_id: consentId,
      session_id: sessionId,
      chunks: [{ sequence, first_ms: chunk.first_ms, last_ms: chunk.last_ms, event_count: chunk.event_count, data: chunk.data }],
    })
    bodyBytes = Buffer.byteLength(body)
    const sent = performance.now()
    const response = await fetch(`${baseUrl}/api/track/replay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`replay ingest: ${response.status}`)
    times.push(performance.now() - sent)
  }
  const sorted = [...times].sort((a, b) => a - b)
  const totalS = times.reduce((sum, ms) => sum + ms, 0) / 1000
  return { requests: INGEST_REQUESTS, bodyKb: bodyBytes / 1024, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), perSecond: INGEST_REQUESTS / totalS }
}

/** Rows for the bench report: stored bytes per minute of recording, then the ingest cost of a chunk. */
export async function measureReplayStorage(baseUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions)
  let visit
  try {
    visit = await recordVisitor(browser, baseUrl)
  } finally {
    await browser.close()
  }
  const token = await superuserToken(baseUrl)
  const { recording, events, chunks } = await storedSession(baseUrl, token, visit.consentId)
  if (!recording || chunks.length === 0) throw new Error('the visitor left no recording')
  const parts = [
    ['session events', events],
    ['page chunks (gzip, base64)', chunks],
    ['recording row', [recording]],
  ].map(([part, rows]) => ({ part, rows: rows.length, kb: rows.reduce((sum, row) => sum + storedBytes(row), 0) / 1024 }))
  const totalKb = parts.reduce((sum, part) => sum + part.kb, 0)
  const storage = [...parts, { part: 'total', rows: parts.reduce((sum, part) => sum + part.rows, 0), kb: totalKb }].map((row) => ({
    ...row,
    minutes: visit.minutes,
    kbPerMinute: row.kb / visit.minutes,
  }))
  const ingest = await measureIngest(baseUrl, chunks)
  return { storage, ingest: [ingest] }
}
