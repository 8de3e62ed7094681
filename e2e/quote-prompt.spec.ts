import { expect, test, type Page } from './support/test'
import { openPage, scrollWindowTo } from './support/pages'

const prompt = (page: Page) => page.getByRole('complementary', { name: 'Free quote offer' })

/** Scrolls to `y` and waits for the prompt to have answered the scroll. */
async function scrollTo(page: Page, y: number | 'bottom') {
  const reached = await scrollWindowTo(page, y)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return reached
}

test.describe('on a wide, short window', () => {
  // A short window so even a short page scrolls well past the 500 px threshold.
  test.use({ viewport: { width: 1280, height: 420 } })

  test('appears past 500 px, steps aside for the footer, and a dismissal lasts for the browser session only', async ({ page, browser }) => {
    await openPage(page, '/about')
    await scrollTo(page, 450)
    await expect(prompt(page)).toBeHidden()
    expect(await scrollTo(page, 700)).toBe(700)
    await expect(prompt(page)).toBeVisible()
    await expect(prompt(page).getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/quote')
    await expect(prompt(page).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+19375550148')

    // The footer's legal links are never under it.
    await scrollTo(page, 'bottom')
    await expect(page.getByRole('contentinfo')).toBeInViewport()
    await expect(prompt(page)).toBeHidden()
    await scrollTo(page, 700)
    await expect(prompt(page)).toBeVisible()

    await prompt(page).getByRole('button', { name: 'Dismiss quote offer' }).click()
    await expect(prompt(page)).toBeHidden()

    // Another page of the same visit, and a reload.
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
    await scrollTo(page, 900)
    await expect(prompt(page)).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
    await scrollTo(page, 900)
    await expect(prompt(page)).toBeHidden()

    // A new browser session offers it again.
    const freshContext = await browser.newContext({ viewport: { width: 1280, height: 420 } })
    const freshPage = await freshContext.newPage()
    await openPage(freshPage, '/about')
    await scrollTo(freshPage, 700)
    await expect(prompt(freshPage)).toBeVisible()
    await freshContext.close()
  })

  for (const path of ['/quote', '/careers', '/auth', '/outbox', '/privacy', '/terms']) {
    test(`stays off ${path}`, async ({ page }) => {
      await openPage(page, path)
      for (const y of [600, 900, 1400]) {
        await scrollTo(page, y)
        await expect(prompt(page)).toBeHidden()
      }
    })
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('is one slim row, with 44 px buttons, that leaves the legal links and a focused field alone', async ({ page }) => {
    await openPage(page, '/services')
    await scrollTo(page, 900)
    await expect(prompt(page)).toBeVisible()
    const box = (await prompt(page).boundingBox())!
    expect(box.height).toBeLessThanOrEqual(64)
    for (const control of await prompt(page).getByRole('link').or(prompt(page).getByRole('button')).all()) {
      const size = (await control.boundingBox())!
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44)
    }

    await scrollTo(page, 'bottom')
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }).first()
    await expect(privacy).toBeInViewport()
    await expect(prompt(page)).toBeHidden()
  })

  test('never sits over the contact form or a field being filled in', async ({ page }) => {
    await openPage(page, '/contact')
    const form = page.getByRole('form', { name: 'Contact us' })
    for (let y = 600; y < 2400; y += 300) {
      await scrollTo(page, y)
      const formBox = await form.boundingBox()
      const promptBox = (await prompt(page).isVisible()) ? await prompt(page).boundingBox() : null
      if (formBox && promptBox) {
        expect(formBox.y + formBox.height <= promptBox.y || formBox.y >= promptBox.y + promptBox.height).toBe(true)
      }
    }
    await scrollTo(page, 700)
    await form.getByLabel('Message').focus()
    await expect(prompt(page)).toBeHidden()
  })
})

test('stays beneath the menu opened over the page', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 500 })
  await openPage(page, '/about')
  await scrollTo(page, 700)
  await expect(prompt(page)).toBeVisible()
  const box = (await prompt(page).boundingBox())!
  const topElementIsPrompt = () =>
    page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-label="Free quote offer"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    )
  expect(await topElementIsPrompt()).toBe(true)

  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  expect(await topElementIsPrompt()).toBe(false)
})
