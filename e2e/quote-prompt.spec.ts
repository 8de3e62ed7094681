import { expect, test, type Page } from './support/test'
import { openPage, scrollWindowTo } from './support/pages'

// A short window so even a short page can scroll well past the 500 px threshold.
test.use({ viewport: { width: 1280, height: 420 } })

const prompt = (page: Page) => page.getByRole('complementary', { name: 'Free quote offer' })

test('appears past 500 px, and a dismissal lasts for the browser session only', async ({ page, browser }) => {
  await openPage(page, '/about')
  await expect(prompt(page)).toBeHidden()
  await scrollWindowTo(page, 450)
  await expect(prompt(page)).toBeHidden()

  expect(await scrollWindowTo(page, 'bottom')).toBeGreaterThan(500)
  await expect(prompt(page)).toBeVisible()
  await expect(prompt(page).getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/quote')
  await expect(prompt(page).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+19375550148')

  await prompt(page).getByRole('button', { name: 'Dismiss quote offer' }).click()
  await expect(prompt(page)).toBeHidden()

  // Another page of the same visit.
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
  await scrollWindowTo(page, 'bottom')
  await expect(page.getByRole('contentinfo')).toBeInViewport()
  await expect(prompt(page)).toBeHidden()

  // A reload keeps the session.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
  await scrollWindowTo(page, 'bottom')
  await expect(page.getByRole('contentinfo')).toBeInViewport()
  await expect(prompt(page)).toBeHidden()

  // A new browser session offers it again.
  const freshContext = await browser.newContext({ viewport: { width: 1280, height: 420 } })
  const freshPage = await freshContext.newPage()
  await openPage(freshPage, '/about')
  expect(await scrollWindowTo(freshPage, 'bottom')).toBeGreaterThan(500)
  await expect(prompt(freshPage)).toBeVisible()
  await freshContext.close()
})

test('Get Free Quote opens the quote page, where the offer stays away from the form', async ({ page }) => {
  await openPage(page, '/about')
  await scrollWindowTo(page, 'bottom')
  await prompt(page).getByRole('link', { name: 'Get Free Quote' }).click()
  await expect(page).toHaveURL('/quote')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Free Quote')

  expect(await scrollWindowTo(page, 'bottom')).toBeGreaterThan(500)
  await expect(page.getByRole('contentinfo')).toBeInViewport()
  await expect(prompt(page)).toBeHidden()
})

test('stays beneath a dialog opened over the page', async ({ page }) => {
  await openPage(page, '/careers')
  await scrollWindowTo(page, 'bottom')
  await expect(prompt(page)).toBeVisible()
  const box = await prompt(page).boundingBox()
  if (!box) throw new Error('the prompt is on screen')
  const topElementIsPrompt = () =>
    page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-label="Free quote offer"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    )
  expect(await topElementIsPrompt()).toBe(true)

  await page.getByRole('button', { name: 'Apply Now', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Apply to Join Our Team' })).toBeVisible()
  expect(await topElementIsPrompt()).toBe(false)
})
