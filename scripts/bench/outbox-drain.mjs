import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './bundle-sizes.mjs'

const QUEUED_QUOTES = 100

async function post(url, body, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

// Signed in, because 100 anonymous creates would meet the guest limit of 30 creates a minute.
async function signUp(baseUrl) {
  const email = `bench-${Date.now()}@example.test`
  const password = 'bench-password-1'
  await post(`${baseUrl}/api/collections/users/records`, { email, password, passwordConfirm: password, roles: ['freight_broker'] })
  return post(`${baseUrl}/api/collections/users/auth-with-password`, { identity: email, password })
}

async function fillQuote(page, index) {
  const form = page.getByRole('form', { name: 'Quote request' })
  await form.getByLabel('Full Name').fill(`Bench Shipper ${index}`)
  await form.getByLabel('Email').fill('bench@example.com')
  await form.getByLabel('Phone').fill('(937) 555-0100')
  await form.getByLabel('Equipment').fill('RGN')
  await form.getByLabel('Origin').fill('Dayton, OH')
  await form.getByLabel('Destination').fill('Houston, TX')
  await form.getByLabel('Length (ft)').fill('60')
  await form.getByLabel('Width (ft)').fill('12')
  await form.getByLabel('Height (ft)').fill('11')
  await form.getByRole('button', { name: 'Submit Quote Request' }).click()
}

/** The count in the header's "N submissions waiting to send" link; 0 when it is gone. */
async function waitingCount(page) {
  // Read in one step: the link goes away as the last entry is delivered.
  const label = await page.evaluate(() => globalThis.document.querySelector('header a[href="/outbox"]')?.getAttribute('aria-label') ?? '')
  return Number.parseInt(label, 10) || 0
}

async function waitFor(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Time for the outbox to deliver 100 quotes queued offline, from reconnecting until the last
 * is confirmed, in Chromium against the real server (the page and the service worker's
 * Background Sync both deliver, one at a time).
 */
export async function measureOutboxDrain(baseUrl) {
  const auth = await signUp(baseUrl)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl}/favicon.svg`)
    await page.evaluate((value) => localStorage.setItem('pocketbase_auth', value), JSON.stringify(auth))
    await page.goto(`${baseUrl}/quote`)
    // Offline, the app's code comes from the service worker's cache, as for a real visitor.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (navigator.serviceWorker.controller) return
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    })
    await context.setOffline(true)
    const nameField = page.getByRole('form', { name: 'Quote request' }).getByLabel('Full Name')
    for (let index = 1; index <= QUEUED_QUOTES; index++) {
      await fillQuote(page, index)
      // Saved: its receipt takes the form's place, and offers an empty form for the next one.
      await waitFor(async () => (await waitingCount(page)) === index, 10_000)
      await page.getByRole('button', { name: 'Request another quote' }).click()
      await waitFor(async () => (await nameField.inputValue()) === '', 10_000)
    }

    const started = performance.now()
    await context.setOffline(false)
    await waitFor(async () => (await waitingCount(page)) === 0, 300_000)
    const drainMs = performance.now() - started

    const listed = await fetch(`${baseUrl}/api/collections/quotes/records?perPage=1`, { headers: { Authorization: auth.token } })
    const stored = (await listed.json()).totalItems
    return [{ queued: QUEUED_QUOTES, storedOnServer: stored, drainMs: Math.round(drainMs), perQuoteMs: drainMs / QUEUED_QUOTES }]
  } finally {
    await browser.close()
  }
}
