import type { Locator } from '@playwright/test'
import { expect, test } from './support/test'
import { openPage, scrollWindowTo } from './support/pages'

const mainLinks = [
  { name: 'Home', path: '/', heading: 'We Move the Impossible, Coast to Coast' },
  { name: 'About', path: '/about', heading: 'About Ironbridge Heavy Haul' },
  { name: 'Services', path: '/services', heading: 'Our Services' },
  { name: 'Fleet', path: '/fleet', heading: 'Our Fleet' },
  { name: 'Gallery', path: '/gallery', heading: 'Our Fleet Gallery' },
  { name: 'Careers', path: '/careers', heading: 'Join Our Team' },
  { name: 'Contact', path: '/contact', heading: 'Contact Us' },
]

test.describe('header on desktop', () => {
  test('every main link opens its page, with its heading and title', async ({ page }) => {
    await page.goto('/contact')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    for (const link of mainLinks) {
      await nav.getByRole('link', { name: link.name, exact: true }).click()
      await expect(page).toHaveURL(link.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.heading)
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('data-status', 'active')
    }
    await expect(page).toHaveTitle(/Contact Us \| Ironbridge Heavy Haul/)
  })

  test('offers a quote button and the dispatch phone', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /\(937\) 555-0148/ })).toHaveAttribute('href', 'tel:+19375550148')
    await header.getByRole('link', { name: 'Get a Quote' }).click()
    await expect(page).toHaveURL('/quote')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Free Quote')
  })

  test('changes style once scrolled past 10 px, and back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await openPage(page, '/about')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')

    await scrollWindowTo(page, 10)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await scrollWindowTo(page, 40)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await scrollWindowTo(page, 0)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('has landmarks and a skip link to the main content', async ({ page }) => {
    await openPage(page, '/about')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()

    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skipLink).toBeFocused()
    await expect(skipLink).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})

test.describe('footer', () => {
  test('shows contact details, credentials and legal links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('4100 Freight Line Road, Dayton, OH 45414')
    await expect(footer).toContainText('USDOT 3184602')
    await expect(footer).toContainText('MC-1094417')
    await expect(footer.getByRole('link', { name: 'dispatch@ironbridgehaul.example' })).toHaveAttribute(
      'href',
      'mailto:dispatch@ironbridgehaul.example',
    )
    await expect(footer.getByRole('link', { name: /Ironbridge Heavy Haul on LinkedIn/ })).toBeVisible()

    await footer.getByRole('link', { name: 'Heavy Haul Transport' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heavy Haul Transport')
    await footer.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await footer.getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  })

  test('the footer and the closing banner reserve their whole height until they are laid out, on every layout, touch or not', async ({ browser, baseURL }) => {
    // Six first visits, each in a browser context of its own.
    test.slow()
    // The narrowest width of each layout: a part is tallest there. Touch screens' links are 44 px high.
    const layouts = [320, 768, 1200].flatMap((width) => [false, true].map((hasTouch) => ({ width, hasTouch })))
    const reservedHeight = (part: Locator) => part.evaluate((element) => parseFloat(getComputedStyle(element).containIntrinsicHeight.split(' ').at(-1) ?? ''))
    for (const { width, hasTouch } of layouts) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, hasTouch })
      const page = await context.newPage()
      await openPage(page, '/')
      for (const part of [page.getByRole('region', { name: 'Ready to Tackle the Impossible?' }), page.getByRole('contentinfo')]) {
        const reserved = await reservedHeight(part)
        const where = `${await part.evaluate((element) => element.tagName)} at ${width} px${hasTouch ? ' on a touch screen' : ''}`
        await part.scrollIntoViewIfNeeded()
        // Laid out at the next rendering update: until then a skipped part keeps the size it was last drawn at.
        await expect.poll(async () => (await part.boundingBox())?.height ?? Infinity, { message: where }).toBeLessThanOrEqual(reserved)
      }
      await context.close()
    }
  })

  test('the consent banner address /privacy-policy shows the privacy page', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  })
})

test.describe('call-to-action banner', () => {
  test('on /quote, Get a Quote Now takes the visitor back to the top, to the page heading, without a link to the page itself', async ({ page }) => {
    await openPage(page, '/quote')
    const banner = page.getByRole('region', { name: 'Ready to Tackle the Impossible?' })
    await expect(banner.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await expect(banner.locator('a[href="/quote"]')).toHaveCount(0)
    await banner.getByRole('button', { name: 'Get a Quote Now' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page).toHaveURL('/quote')
  })

  test('elsewhere, Get a Quote Now opens /quote and Contact Us opens /contact', async ({ page }) => {
    await page.goto('/about')
    const banner = page.getByRole('region', { name: 'Ready to Tackle the Impossible?' })
    await banner.getByRole('link', { name: 'Get a Quote Now' }).click()
    await expect(page).toHaveURL('/quote')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Free Quote')

    await page.goto('/services')
    await page.getByRole('region', { name: 'Ready to Tackle the Impossible?' }).getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL('/contact')
  })
})

test('at tablet width the header uses the menu button and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  for (const path of ['/', '/about', '/quote', '/no-such-page']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
  }
})

test('public pages never download the back office code', async ({ page }) => {
  const scriptUrls = new Set<string>()
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scriptUrls.add(response.url())
  })
  for (const path of ['/', '/about', '/quote', '/services']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  expect(scriptUrls.size).toBeGreaterThan(0)
  // Read afterwards: a body is gone once its page is navigated away from. Only the admin shell carries this label.
  const sources = await Promise.all([...scriptUrls].map(async (url) => ({ url, source: await (await page.request.get(url)).text() })))
  expect(sources.filter(({ source }) => source.includes('Back to Site')).map(({ url }) => url)).toEqual([])
})
