import { openControlled } from './support/pwa'
import { acceptRecording } from './support/replay'
import { authenticate, demoAdmin, openSignedIn } from './support/session'
import { expect, test, type APIRequestContext, type Browser } from './support/test'
import { adminToken } from './support/tracking'

/** A desktop visitor accepts tracking on `path` and clicks its main heading `times` times; returns once the server counts them. */
async function clickHeading(browser: Browser, request: APIRequestContext, path: string, times: number): Promise<void> {
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const visit = await visitor.newPage()
  await acceptRecording(visit, path)
  for (let click = 0; click < times; click++) await visit.getByRole('heading', { level: 1 }).click()
  const token = await adminToken(request)
  const clicks = async () => {
    const response = await request.get('/api/collections/heatmap_data/records', {
      params: { filter: `page_url = "${path}" && viewport_size = "desktop"`, perPage: 200 },
      headers: { Authorization: token },
    })
    return ((await response.json()) as { items: { click_count: number }[] }).items.reduce((sum, row) => sum + row.click_count, 0)
  }
  await expect.poll(clicks, { timeout: 15_000 }).toBeGreaterThanOrEqual(times)
  await visitor.close()
}

test('the heatmap page draws the clicks of the clicked page over that page', async ({ browser, page, request }) => {
  test.setTimeout(60_000)
  await clickHeading(browser, request, '/about', 2)

  const consoleErrors: string[] = []
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
  await openSignedIn(page, await authenticate(request, demoAdmin), '/admin/heatmaps')
  await page.getByRole('combobox', { name: 'Page' }).selectOption('/about')
  await expect(page.getByText('Total Clicks', { exact: true }).locator('..')).not.toHaveText('Total Clicks0')
  const canvas = page.getByTestId('heatmap-canvas')
  await expect(canvas).not.toHaveAttribute('data-points', '0')
  const frame = page.locator('iframe[title^="The page /about"]')
  await expect(frame).toBeVisible()
  // Drawn as visitors saw it: in the web fonts, though no script runs there (none is refused).
  const framedPage = frame.contentFrame()
  await expect(framedPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect
    .poll(() => framedPage.locator('html').evaluate(async () => (await document.fonts.ready).check('700 40px "Barlow Condensed"')))
    .toBe(true)
  expect(await framedPage.locator('script').count()).toBe(0)
  const paintedPixels = () =>
    canvas.evaluate((element: HTMLCanvasElement) => {
      const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height)
      let painted = 0
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++
      return painted
    })
  await expect.poll(paintedPixels).toBeGreaterThan(100)
  // The framed page's own scripts are not there to be refused (Playwright's own probes of the
  // frame are refused in about:srcdoc, and are not the page's).
  expect(consoleErrors.filter((text) => !text.includes("in 'about:srcdoc'"))).toEqual([])
})

test("the heatmap of the home page frames the prerendered home page, not the service worker's app shell", async ({ browser, page, request }) => {
  test.setTimeout(60_000)
  await clickHeading(browser, request, '/', 1)

  await openSignedIn(page, await authenticate(request, demoAdmin), '/admin/heatmaps')
  await openControlled(page, '/admin/heatmaps')
  // Loaded under the worker from the start: its precache answers a plain "/" with the empty shell.
  await page.reload()
  await page.getByRole('combobox', { name: 'Page' }).selectOption('/')
  await expect(page.getByTestId('heatmap-canvas')).not.toHaveAttribute('data-points', '0')
  const framedPage = page.locator('iframe[title="The page / as a desktop shows it"]').contentFrame()
  await expect(framedPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/^No picture of this page/)).toHaveCount(0)
})
