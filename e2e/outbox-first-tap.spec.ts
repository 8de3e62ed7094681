import { expect, test } from './support/test'
import { fillQuote, receipt, submitQuote, uniqueName } from './support/submissions'

// Before the service worker holds the site's code, only what the page has fetched works offline.
test.use({ serviceWorkers: 'block' })

/** The chunks a form sends with and shows its receipt with. */
const SENDING_CODE = ['submit', 'submission-receipt']
const sendingChunk = (url: string) => SENDING_CODE.find((name) => new URL(url).pathname.startsWith(`/assets/${name}-`))

test('a form page fetches its sending code at the first tap, not with the page, and a quote sent offline after that is saved', async ({ page }) => {
  const fetched: string[] = []
  let requestsUnderWay = 0
  page.on('request', (request) => {
    requestsUnderWay++
    if (sendingChunk(request.url())) fetched.push(new URL(request.url()).pathname)
  })
  page.on('requestfinished', () => requestsUnderWay--)
  page.on('requestfailed', () => requestsUnderWay--)
  await page.goto('/quote', { waitUntil: 'networkidle' })
  expect(fetched).toEqual([])

  const bothFetched = Promise.all(
    SENDING_CODE.map((name) => page.waitForResponse((response) => sendingChunk(response.url()) === name)),
  )
  await page.getByRole('form', { name: 'Quote request' }).getByLabel('Full Name').click()
  await bothFetched
  // What they import comes with them: the connection goes only once nothing is under way.
  await expect.poll(() => requestsUnderWay).toBe(0)

  await page.context().setOffline(true)
  await fillQuote(page, { name: uniqueName('Quote First Tap') })
  await submitQuote(page)
  await expect(receipt(page, 'Saved — will be sent')).toBeVisible()
})
