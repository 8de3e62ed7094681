import { expect, test } from './support/test'

/** Public pages and the titles their prerendered copies carry. */
const PAGES = [
  { path: '/', title: 'Heavy Haul & Oversize Trucking | Ironbridge Heavy Haul' },
  { path: '/about', title: 'About Us | Ironbridge Heavy Haul' },
  { path: '/services/heavy-haul', title: /Heavy Haul/ },
  { path: '/fleet', title: 'Our Fleet | Ironbridge Heavy Haul' },
  { path: '/quote', title: 'Request a Free Quote | Ironbridge Heavy Haul' },
  { path: '/privacy-policy', title: 'Privacy Policy | Ironbridge Heavy Haul', canonical: '/privacy' },
]

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, title, canonical = path } of PAGES) {
    test(`${path} shows its page, title, description and absolute canonical link`, async ({ page, baseURL }) => {
      const response = await page.goto(path)
      expect(await response?.text()).toContain('data-prerendered')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('USDOT 3184602')
      await expect(page).toHaveTitle(title)
      await expect(page.locator('title')).toHaveCount(1)
      await expect(page.locator('meta[name="description"]')).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${canonical}`)
    })
  }

  test('form fields and buttons wait for the app, so nothing typed before it runs is lost', async ({ page }) => {
    await page.goto('/quote')
    const form = page.getByRole('form', { name: 'Quote request' })
    await expect(form.getByLabel('Full Name')).toHaveAttribute('readonly', '')
    await expect(form.getByRole('button', { name: 'Submit Quote Request' })).toHaveAttribute('aria-disabled', 'true')
    // A field tapped meanwhile says why nothing it types appears.
    await form.getByLabel('Full Name').focus()
    const hint = await form.getByLabel('Full Name').evaluate((field) => getComputedStyle(field.closest('.mantine-InputWrapper-root')!, '::after').content)
    expect(hint).toBe('"One moment: the form is getting ready…"')
  })

  test('a page that reads data shows its loading state, never data from the time of the build', async ({ page }) => {
    await page.goto('/fleet')
    await expect(page.getByText('Loading fleet configurations...')).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
  })
})

test('the app takes over a prerendered page: one set of head tags and working controls', async ({ page }) => {
  await page.goto('/quote')
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered')
  await expect(page.locator('title')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http.*\/quote$/)
  await expect(page.locator('[data-static-head]')).toHaveCount(0)
  const fullName = page.getByRole('form', { name: 'Quote request' }).getByLabel('Full Name')
  // React's own id: Mantine's swap for a random one, which drew every field a second time as
  // the app took over, is left out of the bundle (vite.config.ts).
  await expect(fullName).toHaveAttribute('id', /^mantine-_r_\w+_$/)
  await fullName.fill('Dana Whitfield')
  await expect(fullName).toHaveValue('Dana Whitfield')
})

test('a field tapped before the app ran has the focus in the page the app draws', async ({ page }) => {
  // The app's code held back, as on a slow first visit, until the field has been tapped.
  let release = () => {}
  const tapped = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await tapped
    await route.continue()
  })
  // The frame's own goto: the page's waits for the app, which waits for the tap here.
  await page.mainFrame().goto('/quote')
  const email = page.getByRole('form', { name: 'Quote request' }).getByLabel('Email')
  await email.focus()
  release()
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered')
  await expect(email).toBeFocused()
  await page.keyboard.type('dana@shipper.test')
  await expect(email).toHaveValue('dana@shipper.test')
})

test('the web fonts are put to use once the app has drawn the page, their Latin faces loaded first', async ({ page }) => {
  await page.goto('/fleet')
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered')
  const fontStates = () => page.evaluate(() => Array.from(document.fonts, (face) => `${face.family.replaceAll('"', '')} ${face.status}`))
  await expect.poll(fontStates).toEqual(expect.arrayContaining(['Inter Variable loaded', 'Barlow Condensed loaded']))
  // Faces for other scripts wait until a page has text in them.
  expect(await fontStates()).toContain('Inter Variable unloaded')
  await expect(page.locator('link[rel="stylesheet"][href*="web-fonts"]')).toHaveCount(0)
})

test('the web fonts\' local stand-ins load once, not again each time the app adds a stylesheet', async ({ page }) => {
  // Each stand-in's load, as the page's font set reports it (done, or failed where its local font is missing).
  await page.addInitScript(() => {
    const loads: string[] = []
    Object.assign(window, { standInLoads: loads })
    const note = (event: FontFaceSetLoadEvent) => loads.push(...event.fontfaces.map((face) => `${face.family} ${face.weight}`))
    document.fonts.addEventListener('loadingdone', note)
    document.fonts.addEventListener('loadingerror', note)
  })
  await page.goto('/fleet')
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered')
  await expect(page.getByRole('tab').first()).toBeVisible()
  const fontStates = () => page.evaluate(() => Array.from(document.fonts, (face) => `${face.family.replaceAll('"', '')} ${face.status}`))
  await expect.poll(fontStates).toContain('Inter Variable loaded')
  const loads = await page.evaluate(() => (window as unknown as { standInLoads: string[] }).standInLoads.filter((face) => face.includes('Fallback')))
  expect(loads.length).toBeGreaterThan(0)
  expect(loads).toEqual([...new Set(loads)])
})

test('a prerendered page paints with the rules it uses, then loads each of its stylesheets once, after that paint', async ({ page }) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
  })
  await page.goto('/quote')
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered')
  await expect(page.getByRole('form', { name: 'Quote request' }).getByLabel('Full Name')).toBeEditable()

  const carried = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => [style.getAttribute('data-href'), style.textContent?.length ?? 0] as const))
  expect(carried.length).toBeGreaterThan(0)
  expect(stylesheets).toEqual(expect.arrayContaining(carried.map(([href]) => href)))
  // The entry's stylesheet holds the theme and every shared component: the page carries a part.
  const [entryHref, entryCarried] = carried.find(([href]) => /^\/assets\/index-[^/]+\.css$/.test(href ?? ''))!
  expect(entryCarried).toBeLessThan((await (await page.request.get(entryHref!)).text()).length * 0.7)
  expect(new Set(stylesheets).size).toBe(stylesheets.length)
  const startsAfterFirstPaint = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime
    return performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css')).map((entry) => entry.startTime - firstPaint)
  })
  expect(startsAfterFirstPaint.every((delay) => delay >= 0), `stylesheet starts relative to the first paint: ${startsAfterFirstPaint.join(', ')}`).toBe(true)

  await page.getByRole('banner').getByRole('link', { name: 'Gallery', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Equipment Showcase' })).toBeVisible()
  expect(new Set(stylesheets).size).toBe(stylesheets.length)
})

test('the app shell and signed-in pages are never prerendered copies', async ({ request }) => {
  const shell = await request.get('/index.html', { maxRedirects: 0 })
  expect(shell.status()).toBe(200)
  expect(await shell.text()).not.toContain('data-prerendered')
  for (const path of ['/dashboard', '/admin', '/outbox', '/no-such-page']) {
    expect(await (await request.get(path)).text(), path).not.toContain('data-prerendered')
  }
})

test('a page as built can be answered "not modified"; the gallery, filled with today\'s picture, never is', async ({ request }) => {
  const about = await request.get('/about')
  const lastModified = about.headers()['last-modified']
  expect(lastModified).toBeTruthy()
  expect((await request.get('/about', { headers: { 'If-Modified-Since': lastModified ?? '' } })).status()).toBe(304)

  const gallery = await request.get('/gallery')
  expect(gallery.headers()['last-modified']).toBeUndefined()
  const revisit = await request.get('/gallery', { headers: { 'If-Modified-Since': lastModified ?? '' } })
  expect(revisit.status()).toBe(200)
  expect(await revisit.text()).toContain('fetchpriority="high"')
})
