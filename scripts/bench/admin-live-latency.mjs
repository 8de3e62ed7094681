import { chromium } from '@playwright/test'
import { TEST_ADMIN } from '../lib/test-stack.mjs'
import { chromiumLaunchOptions } from './bundle-sizes.mjs'

const QUOTES = 50
// Signed-in clients may create ten records in ten seconds: one quote a little over a second
// apart stays within it, and each quote is measured on its own.
const PACE_MS = 1100
const APPEAR_TIMEOUT_MS = 15_000

async function post(url, body, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** A customer with an account: the other client that sends the quotes. */
async function signUpCustomer(baseUrl) {
  const email = `bench-live-${Date.now()}@example.test`
  const password = 'bench-password-1'
  await post(`${baseUrl}/api/collections/users/records`, { email, password, passwordConfirm: password, roles: ['freight_broker'] })
  return post(`${baseUrl}/api/collections/users/auth-with-password`, { identity: email, password })
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable with the page's own. */
const now = () => performance.timeOrigin + performance.now()

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends one quote as the customer; resolves when the accepted request was sent. A create the
 * rate limit refused (what ran before may have spent the window) is sent again a little later.
 */
async function sendQuote(baseUrl, token, name) {
  const quote = { customer_name: name, email: 'bench@example.com', phone: '(937) 555-0100', equipment: 'RGN', origin: 'Dayton, OH', destination: 'Houston, TX' }
  for (;;) {
    const sentAt = now()
    const response = await fetch(`${baseUrl}/api/collections/quotes/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: token },
      body: JSON.stringify(quote),
    })
    if (response.ok) return sentAt
    if (response.status !== 429) throw new Error(`quote refused: ${response.status} ${await response.text()}`)
    await sleep(2000)
  }
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]
}

/** Opens /admin/quotes as the admin and notes when each bench quote's name first shows in the table. */
async function openAdminQuotes(browser, baseUrl) {
  const auth = await post(`${baseUrl}/api/collections/users/auth-with-password`, { identity: TEST_ADMIN.email, password: TEST_ADMIN.password })
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/favicon.svg`)
  await page.evaluate((value) => localStorage.setItem('pocketbase_auth', value), JSON.stringify(auth))
  await page.goto(`${baseUrl}/admin/quotes`)
  await page.getByRole('main').getByRole('status').filter({ hasText: /^Live$/ }).waitFor({ timeout: 30_000 })
  await page.evaluate(() => {
    const seen = new Map()
    globalThis.quoteRowsSeen = seen
    const note = () => {
      const at = performance.timeOrigin + performance.now()
      for (const row of globalThis.document.querySelectorAll('table[aria-label="Customer Quotes"] tbody tr')) {
        for (const [name] of (row.textContent ?? '').matchAll(/Bench Live \w+ #\d{2}/g)) if (!seen.has(name)) seen.set(name, at)
      }
    }
    note()
    new globalThis.MutationObserver(note).observe(globalThis.document.body, { childList: true, subtree: true, characterData: true })
  })
  return page
}

/**
 * The time from a quote's creation by another client (its POST sent) to its row on an admin's
 * open /admin/quotes page, over 50 quotes sent one after another, in Chromium against the real
 * server (PocketBase realtime to the live list).
 */
export async function measureAdminLiveLatency(baseUrl) {
  const customer = await signUpCustomer(baseUrl)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await openAdminQuotes(browser, baseUrl)
    const run = Date.now().toString(36)
    const latencies = []
    for (let index = 1; index <= QUOTES; index++) {
      const name = `Bench Live ${run} #${String(index).padStart(2, '0')}`
      const sentAt = await sendQuote(baseUrl, customer.token, name)
      await page.waitForFunction((wanted) => globalThis.quoteRowsSeen.has(wanted), name, { timeout: APPEAR_TIMEOUT_MS, polling: 10 })
      const shownAt = await page.evaluate((wanted) => globalThis.quoteRowsSeen.get(wanted), name)
      latencies.push(shownAt - sentAt)
      await sleep(Math.max(0, PACE_MS - (now() - sentAt)))
    }
    const sorted = [...latencies].sort((a, b) => a - b)
    return [
      {
        quotes: QUOTES,
        p50Ms: Math.round(percentile(sorted, 0.5)),
        p95Ms: Math.round(percentile(sorted, 0.95)),
        minMs: Math.round(sorted[0]),
        maxMs: Math.round(sorted.at(-1)),
      },
    ]
  } finally {
    await browser.close()
  }
}
