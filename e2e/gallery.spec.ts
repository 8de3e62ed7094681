import { expect, test, type Locator, type Page, type Route } from './support/test'
import { DEMO_GALLERY } from '../scripts/lib/demo-data.mjs'
import { CHECKED_VIEWPORTS, expectNoSeriousViolations } from './support/axe'
import { dismissQuotePrompt } from './support/marketing'
import { openPage } from './support/pages'

// Requests are intercepted below; a service worker would answer them out of Playwright's sight.
test.use({ serviceWorkers: 'block' })

const GALLERY_API = '**/api/collections/gallery_images/records**'
/** Milliseconds each slide stays before the next (AUTOPLAY_DELAY in featured-carousel.tsx). */
const AUTOPLAY_DELAY = 3_000
const byDisplayOrder = [...DEMO_GALLERY].sort((a, b) => a.display_order - b.display_order)
const featured = byDisplayOrder.slice(0, 6)
const loadOfTheMonth = DEMO_GALLERY.find((image) => image.is_load_of_the_month)
if (!featured[0] || !loadOfTheMonth) throw new Error('the demo gallery needs pictures and a Load Of The Month')

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured equipment' })
const slideStatus = (page: Page) => carousel(page).getByRole('status')
const monthCard = (page: Page) => page.getByRole('heading', { name: 'Load Of The Month', level: 3 }).locator('xpath=following-sibling::*[1]')

/** Holds the reads at `url` until `release()` is called, so the page's loading state can be seen. */
async function holdReads(page: Page, url: string, answer = (route: Route) => route.continue()) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await answer(route)
  })
  return release
}

async function expectFullSizeDialog(dialog: Locator, image: (typeof DEMO_GALLERY)[number]) {
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: image.title })).toBeVisible()
  const picture = dialog.getByRole('img', { name: image.alt_text || image.title })
  await expect(picture).toHaveAttribute('src', /\/api\/files\/.+thumb=1600x0/)
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(600)
  const viewportHeight = dialog.page().viewportSize()?.height ?? 0
  expect((await picture.boundingBox())?.height).toBeLessThanOrEqual(viewportHeight * 0.8 + 1)
}

test.beforeEach(async ({ page }) => {
  await dismissQuotePrompt(page)
})

test.describe('gallery', () => {
  test('shows the showcase, six featured slides by display order and the Load Of The Month', async ({ page }) => {
    await openPage(page, '/gallery')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Fleet Gallery')
    await expect(page.getByRole('heading', { level: 2, name: 'Equipment Showcase' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View All Pictures in Grid' })).toHaveAttribute('href', '/gallery/grid')
    await expect(page.getByRole('heading', { name: 'Featured Equipment' })).toBeVisible()

    const slides = carousel(page).getByRole('button', { name: /^View full size: / })
    await expect(slides).toHaveCount(6)
    for (const [index, image] of featured.entries()) {
      await expect(slides.nth(index)).toHaveAccessibleName(`View full size: ${image.title}`)
    }
    await expect(carousel(page).getByRole('tab')).toHaveCount(6)

    const card = monthCard(page)
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByRole('heading', { level: 4 })).toHaveText(loadOfTheMonth.title)
    await expect(card).toContainText(loadOfTheMonth.description ?? '')
    await expect(card.getByRole('img', { name: loadOfTheMonth.alt_text })).toHaveAttribute('src', /thumb=600x0/)
  })

  test('plays every 3 seconds and keeps playing after the visitor swipes it', async ({ page }) => {
    await openPage(page, '/gallery')
    await expect(slideStatus(page)).toHaveText('Slide 1 of 6')
    await expect(slideStatus(page)).toHaveText('Slide 2 of 6', { timeout: 4_500 })

    const box = await carousel(page).boundingBox()
    if (!box) throw new Error('the carousel is not on screen')
    const before = await slideStatus(page).textContent()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 250, box.y + box.height / 2, { steps: 8 })
    await page.mouse.up()
    await expect(slideStatus(page)).not.toHaveText(before ?? '')

    const afterSwipe = await slideStatus(page).textContent()
    await expect(slideStatus(page)).not.toHaveText(afterSwipe ?? '', { timeout: 4_500 })
  })

  test('turns side slides in the coverflow look, the centred one flat', async ({ page }) => {
    await openPage(page, '/gallery')
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    const current = Number((await slideStatus(page).textContent())?.match(/Slide (\d)/)?.[1]) - 1
    const faces = carousel(page).getByRole('button', { name: /^View full size: / })
    const pose = (index: number) => faces.nth(index % 6).evaluate((face) => face.style.transform)
    await expect.poll(() => pose(current)).toBe('perspective(1200px) translateZ(0px) rotateY(0deg)')
    expect(await pose(current + 1)).toBe('perspective(1200px) translateZ(-100px) rotateY(-50deg)')
    expect(await pose(current + 5)).toBe('perspective(1200px) translateZ(-100px) rotateY(50deg)')
    // The edge turned away darkens: the right-hand slide's left edge, the left-hand one's right.
    const shade = (index: number, edge: string) => faces.nth(index % 6).locator(`[data-coverflow-shade="${edge}"]`).evaluate((element) => getComputedStyle(element).opacity)
    expect([await shade(current, 'left'), await shade(current, 'right')]).toEqual(['0', '0'])
    expect([await shade(current + 1, 'left'), await shade(current + 1, 'right')]).toEqual(['1', '0'])
    expect([await shade(current + 5, 'left'), await shade(current + 5, 'right')]).toEqual(['0', '1'])
  })

  test('the pagination bullets and arrow keys choose slides; Pause stops the slideshow', async ({ page }) => {
    // The page's clock, so that a slideshow's worth of time can pass at once below.
    await page.clock.install()
    await openPage(page, '/gallery')
    // Slide changes are announced only while the slideshow is not turning by itself.
    await expect(slideStatus(page)).toHaveAttribute('aria-live', 'off')
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await expect(slideStatus(page)).toHaveAttribute('aria-live', 'polite')

    const fourth = featured[3]?.title ?? ''
    const bullet = carousel(page).getByRole('tab', { name: `Show ${fourth}` })
    await bullet.click()
    await expect(slideStatus(page)).toHaveText('Slide 4 of 6')
    await expect(bullet).toHaveAttribute('aria-selected', 'true')
    await bullet.focus()
    await page.keyboard.press('ArrowRight')
    await expect(slideStatus(page)).toHaveText('Slide 5 of 6')

    await page.clock.runFor(AUTOPLAY_DELAY + 500)
    await expect(slideStatus(page)).toHaveText('Slide 5 of 6')
  })

  test('stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await openPage(page, '/gallery')
    await expect(slideStatus(page)).toHaveText('Slide 1 of 6')
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
    await expect(slideStatus(page)).toHaveAttribute('aria-live', 'polite')
    const faces = carousel(page).getByRole('button', { name: /^View full size: / })
    expect(await faces.nth(1).evaluate((face) => face.style.transform)).toBe('')
    await page.clock.runFor(AUTOPLAY_DELAY + 500)
    await expect(slideStatus(page)).toHaveText('Slide 1 of 6')
  })

  test('a slide whose picture is still loading shows no words its name lacks', async ({ page }) => {
    // Moving to the page inside the app: a first visit's app waits for the served page's picture.
    await page.goto('/about')
    await holdReads(page, '**/api/files/**')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click()
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await expect(carousel(page).getByRole('button', { name: /^View full size: / })).toHaveCount(6)
    await expect(carousel(page).locator('[data-state="loading"]')).not.toHaveCount(0)
    await expect(carousel(page).locator('[data-state="loaded"]')).toHaveCount(0)
    await expectNoSeriousViolations(page, '/gallery while its pictures load', { include: '[aria-label="Featured equipment"]' })
  })

  test('a slide opens the full-size picture in a dialog, by mouse or keyboard', async ({ page }) => {
    await openPage(page, '/gallery')
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    const first = featured[0]
    if (!first) throw new Error('the demo gallery has no pictures')
    const slide = carousel(page).getByRole('button', { name: `View full size: ${first.title}` })

    await slide.click()
    const dialog = page.getByRole('dialog', { name: first.title })
    await expectFullSizeDialog(dialog, first)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(slide).toBeFocused()

    await page.keyboard.press('Enter')
    await expectFullSizeDialog(dialog, first)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  test('without a marked load, the card shows the first featured picture and the standard description', async ({ page }) => {
    await page.route(GALLERY_API, async (route) => {
      const url = new URL(route.request().url())
      if (url.searchParams.get('filter')?.includes('is_load_of_the_month')) {
        await route.fulfill({ json: { page: 1, perPage: 1, totalItems: -1, totalPages: -1, items: [] } })
        return
      }
      const response = await route.fetch()
      const body = await response.json()
      body.items[0].description = ''
      await route.fulfill({ response, json: body })
    })
    await openPage(page, '/gallery')
    const card = monthCard(page)
    await expect(card.getByRole('heading', { level: 4 })).toHaveText(featured[0]?.title ?? '')
    await expect(card).toContainText('Professional heavy haul transport with specialized equipment for oversized loads.')
  })

  test('says it is loading while the pictures are on their way', async ({ page }) => {
    const release = await holdReads(page, GALLERY_API)
    // Moving to the page inside the app (a first visit shows the prerendered loading state).
    await page.goto('/about')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading gallery...' })).toBeVisible()
    release()
    await expect(carousel(page)).toBeVisible()
  })
})

test.describe('gallery grid', () => {
  test('lists every picture with its title and optional description, and leads back to the gallery', async ({ page }) => {
    await openPage(page, '/gallery/grid')
    const cards = page.getByRole('main').getByRole('listitem')
    await expect(cards).toHaveCount(DEMO_GALLERY.length)
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(byDisplayOrder.map((image) => image.title))
    for (const [index, image] of byDisplayOrder.entries()) {
      if (image.description) await expect(cards.nth(index)).toContainText(image.description)
    }
    await page.getByRole('link', { name: 'Back to Gallery' }).click()
    await expect(page).toHaveURL('/gallery')
  })

  test('lays the cards out in 1, 2, 3 and 4 columns as the screen widens', async ({ page }) => {
    for (const [width, columns] of [[375, 1], [800, 2], [1000, 3], [1300, 4]] as const) {
      await page.setViewportSize({ width, height: 900 })
      await openPage(page, '/gallery/grid')
      const lefts = await page.getByRole('main').getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left))
      expect(new Set(lefts).size, `${width} px`).toBe(columns)
    }
  })

  test('loads each picture once it is in view, at 600 px with a 1600 px alternative', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await openPage(page, '/gallery/grid')
    const last = byDisplayOrder.at(-1)
    const picture = page.getByRole('img', { name: last?.alt_text || last?.title })
    await expect(picture).not.toHaveAttribute('src')

    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toHaveAttribute('src', /thumb=600x0/)
    await expect(picture).toHaveAttribute('srcset', /thumb=600x0 600w, .+thumb=1600x0 1600w/)
    await expect(picture).toHaveAttribute('sizes', /100vw/)
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => getComputedStyle(image).opacity)).toBe('1')
  })

  test('a picture that cannot be loaded is replaced by the placeholder image', async ({ page }) => {
    await page.route('**/api/files/**', (route) => route.abort())
    await openPage(page, '/gallery/grid')
    const picture = page.getByRole('img', { name: featured[0]?.alt_text })
    await expect(picture.locator('..')).toHaveAttribute('data-state', 'failed')
    await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml|lazy-image-placeholder/)
    await expect(picture).not.toHaveAttribute('srcset')
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  })

  test('a card opens its full-size picture, title and description in a dialog, which Back closes', async ({ page }) => {
    await openPage(page, '/gallery/grid')
    const image = byDisplayOrder[2]
    if (!image) throw new Error('the demo gallery needs three pictures')
    const card = page.getByRole('button', { name: `View full size: ${image.title}` })
    await card.click()
    const dialog = page.getByRole('dialog', { name: image.title })
    await expectFullSizeDialog(dialog, image)
    await expect(dialog).toContainText(image.description ?? '')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/gallery/grid')

    // On a phone, Back is how a full-screen dialog is left: it closes the picture, not the page.
    await card.click()
    await expect(page).toHaveURL(/\/gallery\/grid\?picture=[a-z0-9]{15}$/)
    await expectFullSizeDialog(dialog, image)
    await page.goBack()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/gallery/grid')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Gallery Pictures')
  })

  test('says so when there are no pictures, and while loading', async ({ page }) => {
    // Moving to the page inside the app (a first visit shows the prerendered loading state).
    await page.goto('/gallery')
    await expect(carousel(page)).toBeVisible()
    const release = await holdReads(page, GALLERY_API, (route) =>
      route.fulfill({ json: { page: 1, perPage: 1000, totalItems: 0, totalPages: 0, items: [] } }),
    )
    await page.getByRole('link', { name: 'View All Pictures in Grid' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading gallery...' })).toBeVisible()
    release()
    await expect(page.getByText('No images available in the gallery.')).toBeVisible()
  })
})

for (const viewport of CHECKED_VIEWPORTS) {
  test(`gallery pages and their dialogs have no serious accessibility violations at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    await openPage(page, '/gallery')
    await expect(carousel(page)).toBeVisible()
    await expectNoSeriousViolations(page, '/gallery')

    await openPage(page, '/gallery/grid')
    await expectNoSeriousViolations(page, '/gallery/grid')
    await page.getByRole('button', { name: /^View full size: / }).first().click()
    // Colours are read once the dialog has faded in, not halfway.
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1')
    await expectNoSeriousViolations(page, '/gallery/grid dialog', { include: '[role="dialog"]' })
  })
}
