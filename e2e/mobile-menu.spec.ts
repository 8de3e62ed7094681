import { expect, test } from './support/test'

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

test('the mobile menu opens, shows every link, navigates and closes', async ({ page }) => {
  await page.goto('/about')
  const header = page.getByRole('banner')
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(header.getByRole('link', { name: /Call dispatch at \(937\) 555-0148/ })).toHaveAttribute(
    'href',
    'tel:+19375550148',
  )

  const burger = header.getByRole('button', { name: 'Menu', exact: true })
  await expect(burger).toHaveAttribute('aria-expanded', 'false')
  await burger.click()

  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(burger).toHaveAttribute('aria-expanded', 'true')
  const links = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')
  await expect(links).toHaveText(['Home', 'About', 'Services', 'Fleet', 'Gallery', 'Careers', 'Contact'])
  await expect(menu.getByRole('link', { name: 'Get a Quote' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(menu.locator(':focus')).toHaveCount(1)

  await menu.getByRole('link', { name: 'Fleet' }).click()
  await expect(page).toHaveURL('/fleet')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Fleet')
  await expect(burger).toHaveAttribute('aria-expanded', 'false')
  // A new page: the reader starts at its content, as after a page load.
  await expect(page.getByRole('main')).toBeFocused()
})

test('Escape and the close button close the menu and return focus to the burger', async ({ page }) => {
  await page.goto('/')
  const burger = page.getByRole('button', { name: 'Menu', exact: true })
  await burger.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(burger).toBeFocused()

  await burger.click()
  await expect(menu).toBeVisible()
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await expect(burger).toBeFocused()
})

test('on a 320 px phone the menu shows its call button whole, the number on a line of its own', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto('/about')
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
  const call = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Call Dispatch (937) 555-0148' })
  const fits = (element: Element) => [element, ...element.querySelectorAll('*')].every((part) => part.scrollWidth <= part.clientWidth)
  await expect.poll(() => call.evaluate(fits)).toBe(true)
  expect(await call.getByText('(937) 555-0148').evaluate((element) => element.getClientRects().length)).toBe(1)
})

test('the chrome fits a phone screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/', '/about', '/quote', '/no-such-page']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
  }
})
