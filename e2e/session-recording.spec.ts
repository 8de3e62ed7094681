import { expect, test, type Locator } from './support/test'
import { acceptRecording, storedRecording } from './support/replay'
import { submitQuote } from './support/submissions'
import { adminToken, banner, consentIdOf, rowsOf, watchTracking } from './support/tracking'

// What a visitor types must never reach the server through the recording: every text field
// of the quote form gets a known token, then every stored byte of the session is searched.
const TOKEN = `Qzx${Date.now().toString(36)}`
const PHONE_DIGITS = '5550188'

async function fillEveryField(form: Locator) {
  // all() takes the fields there are at that moment, so first wait for the form to be drawn.
  await form.getByRole('textbox').first().waitFor()
  for (const field of await form.getByRole('textbox').all()) {
    const label = (await field.getAttribute('aria-label')) ?? (await field.evaluate((node) => (node as HTMLInputElement).labels?.[0]?.textContent ?? ''))
    if (/email/i.test(label)) await field.fill(`${TOKEN.toLowerCase()}@example.com`)
    else if (/phone/i.test(label)) await field.fill(`(937) 555-0188`)
    else await field.fill(`${TOKEN} ${label.replace(/\W+/g, ' ').trim()}`.slice(0, 60))
  }
  for (const [label, value] of [['Length (ft)', '60.5'], ['Width (ft)', '12'], ['Height (ft)', '11'], ['Load weight (lb)', '95000']] as const) await form.getByLabel(label).fill(value)
}

test('a visitor who accepted is recorded (clicks, scrolls, the form by name) and nothing typed is stored', async ({ page, request }) => {
  await acceptRecording(page, '/services')
  const consentId = await consentIdOf(page)
  await page.mouse.wheel(0, 900)
  await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).first().click()
  await expect(page).toHaveURL('/quote')
  const form = page.getByRole('form', { name: 'Quote request' })
  await fillEveryField(form)
  await submitQuote(page)
  await expect(page.getByRole('region', { name: 'Quote request received' })).toBeVisible()
  await page.mouse.wheel(0, 400)

  const token = await adminToken(request)
  const types = async () => new Set((await rowsOf(request, token, 'session_events', consentId)).map((row) => row.event_type))
  await expect.poll(async () => [...(await types())].sort(), { timeout: 15_000 }).toEqual(
    expect.arrayContaining(['click', 'form_focus', 'form_submit', 'pageview', 'scroll']),
  )
  await page.close({ runBeforeUnload: true })

  const { recording, events, chunks, pages } = await storedRecording(request, token, consentId)
  expect(recording).toMatchObject({ page_count: expect.any(Number), click_count: expect.any(Number), viewport_size: '1280x720' })
  expect(recording!.browser_fingerprint).toMatchObject({ userAgent: expect.any(String), fonts: expect.any(Array), canvas: expect.stringMatching(/^canvas-/) })
  expect(events.find((event) => event.event_type === 'form_focus')!.form_data).toMatchObject({ field_name: expect.any(String) })
  expect(chunks.length).toBeGreaterThan(0)
  expect(pages.join('')).toContain('"type":2') // a full snapshot of the page

  const stored = JSON.stringify([recording, events, chunks]) + pages.join('')
  expect(stored.toLowerCase()).not.toContain(TOKEN.toLowerCase())
  expect(stored.replace(/\D/g, '')).not.toContain(`937${PHONE_DIGITS}`)
  expect(stored).not.toContain('555-0188')
})

test('a visitor who declined leaves no recording: no recorder code, no replay request', async ({ page, context }) => {
  const { trackRequests, trackerDownloads } = watchTracking(context)
  await page.goto('/services')
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await page.mouse.wheel(0, 600)
  await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).first().click()
  await expect(page).toHaveURL('/quote')
  await page.getByRole('form', { name: 'Quote request' }).getByLabel('Full Name').fill(TOKEN)
  await page.reload()
  expect(await page.evaluate(() => window.sessionStorage.getItem('replay-session'))).toBeNull()
  expect(trackerDownloads).toEqual([])
  expect(trackRequests.filter((url) => url.includes('/api/track/replay'))).toEqual([])
})
