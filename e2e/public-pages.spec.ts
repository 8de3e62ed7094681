import { expect, test } from './support/test'
import { dismissQuotePrompt, expectFaqQuestions, scrollThroughPage } from './support/marketing'
import { openPage } from './support/pages'

test.beforeEach(async ({ page }) => {
  await dismissQuotePrompt(page)
})

test.describe('home', () => {
  test('opens with the hero, the stats strip, the three services and the about teaser', async ({ page }) => {
    await openPage(page, '/')
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('We Move the Impossible, Coast to Coast')
    await expect(hero.getByRole('link', { name: 'Call Dispatch (937) 555-0148' })).toHaveAttribute('href', 'tel:+19375550148')

    const stats = page.getByRole('region', { name: 'Ironbridge in numbers' })
    for (const [label, value] of [['Years Experience', '20+'], ['States Certified', '48'], ['Max Capacity', '300k lb']] as const) {
      await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible()
      await expect(stats.getByRole('definition').filter({ hasText: value })).toBeVisible()
    }

    for (const [title, path] of [
      ['Heavy Haul', '/services/heavy-haul'],
      ['Specialized Transport', '/services/specialized-transport'],
      ['Project Management', '/services/project-management'],
    ] as const) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      await expect(card.getByRole('link')).toHaveAttribute('href', path)
    }

    await page.getByRole('link', { name: 'More About Our Company' }).click()
    await expect(page).toHaveURL('/about')

    await page.goBack()
    await hero.getByRole('link', { name: 'Get a Quote' }).click()
    await expect(page).toHaveURL('/quote')
  })

  for (const width of [320, 768]) {
    test(`at ${width} px the call button shows its whole label as one sentence, the number on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 })
      await openPage(page, '/')
      const call = page.locator('section').getByRole('link', { name: 'Call Dispatch (937) 555-0148' })
      const fits = (element: Element) => [element, ...element.querySelectorAll('*')].every((part) => part.scrollWidth <= part.clientWidth)
      await expect.poll(() => call.evaluate(fits)).toBe(true)
      // As drawn: the space before the number shown, not only in the accessible name.
      expect(await call.evaluate((element) => (element as HTMLElement).innerText.trim())).toBe('Call Dispatch (937) 555-0148')
      const number = call.getByText('(937) 555-0148')
      expect(await number.evaluate((element) => element.getClientRects().length)).toBe(1)
    })
  }

  test('loads the sections below the fold only when scrolled near', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.setViewportSize({ width: 1280, height: 800 })
    await openPage(page, '/')
    await page.waitForLoadState('load')

    const lazyHeadings = [
      'Cargo We Move Every Week',
      'Everything a Heavy Move Needs, Under One Roof',
      'From Quote to Delivery in Four Steps',
      'What Our Customers Say',
    ]
    for (const name of lazyHeadings) await expect(page.getByRole('heading', { name })).toHaveCount(0)
    expect(requested.filter((url) => url.includes('testimonials-section'))).toEqual([])

    await scrollThroughPage(page)
    for (const name of lazyHeadings) await expect(page.getByRole('heading', { name })).toBeAttached()
    expect(requested.filter((url) => url.includes('testimonials-section'))).toHaveLength(1)
    await expect(page.getByRole('heading', { name: 'Wind Energy' })).toBeAttached()
    await expect(page.getByText('Rachel Dominguez')).toBeAttached()
  })
})

test('about tells the mission, the five core values, the story and the founder quote', async ({ page }) => {
  await openPage(page, '/about')
  await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible()
  const values = page.getByRole('region', { name: 'Our Core Values' })
  await expect(values.getByRole('heading', { level: 3 })).toHaveText(['Teamwork', 'Integrity', 'Safety', 'Respect', 'Responsibility'])
  await expect(page.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible()
  const quote = page.getByRole('figure').filter({ hasText: 'Walt Kessler' })
  await expect(quote).toContainText('give all three back in one piece')
  await expect(quote).toContainText('Founder and President')
})

test.describe('services overview', () => {
  const solutions = [
    ['Permit & Compliance', 'permits'],
    ['Port Pickups', 'port'],
    ['Cross-Border Logistics', 'cross-border'],
    ['Specialized Transport', 'specialized'],
    ['Military Transport', 'military'],
    ['Government Logistics', 'government'],
  ] as const

  test('shows the three services, the solutions grid and a detailed section under each anchor', async ({ page }) => {
    await openPage(page, '/services')
    const core = page.getByRole('region', { name: 'Three Ways We Move Your Freight' })
    await expect(core.getByRole('article')).toHaveCount(3)
    await expect(core.getByRole('link', { name: 'Explore heavy haul transport' })).toHaveAttribute('href', '/services/heavy-haul')

    const grid = page.getByRole('region', { name: 'Complete Heavy Haul Solutions' })
    for (const [title, anchor] of solutions) {
      await expect(grid.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', `/services#${anchor}`)
      await expect(page.locator(`#${anchor}`).getByRole('heading', { level: 3 })).toHaveText(title)
    }
  })

  test('a solution card jumps to its detailed section', async ({ page }) => {
    await openPage(page, '/services')
    await page.getByRole('region', { name: 'Complete Heavy Haul Solutions' }).getByRole('link', { name: /^Military Transport/ }).click()
    await expect(page).toHaveURL('/services#military')
    await expect(page.locator('#military').getByRole('heading', { level: 3 })).toBeInViewport()
  })

  test('an anchor in the address opens the page at that section', async ({ page }) => {
    await page.goto('/services#cross-border')
    await expect(page.locator('#cross-border').getByRole('heading', { level: 3 })).toBeInViewport()
  })

  test('the four-question FAQ opens with the mouse and the keyboard', async ({ page }) => {
    await openPage(page, '/services')
    await expectFaqQuestions(page, 4)
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })

    const booking = faq.getByRole('button', { name: 'How far in advance should I book an oversize load?' })
    await expect(booking).toHaveAttribute('aria-expanded', 'false')
    await booking.click()
    await expect(booking).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.getByText(/3-5 business days ahead/)).toBeVisible()
    await expect(faq.getByText(/Superloads over 200,000 lb need 2-3 weeks/)).toBeVisible()

    await booking.focus()
    await page.keyboard.press('ArrowDown')
    const permits = faq.getByRole('button', { name: 'Do you handle the permits, or do I need to?' })
    await expect(permits).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(permits).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.getByText(/Our in-house permit desk files/)).toBeVisible()
  })
})

test.describe('service pages', () => {
  test('heavy haul: quote button, dispatch call, weight classes, safety and three FAQs', async ({ page }) => {
    await openPage(page, '/services/heavy-haul')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heavy Haul Transport')
    await expect(page.getByRole('link', { name: 'Call Dispatch (937) 555-0148' })).toHaveAttribute('href', 'tel:+19375550148')
    for (const heading of ['What We Transport', 'How a Heavy Haul Move Comes Together', 'Superload Weight Classes', 'Safety and Compliance']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    const classes = page.getByRole('region', { name: 'Superload Weight Classes' })
    await expect(classes).toContainText('Super Heavy125,000-200,000 lb')
    await expect(classes).toContainText('Ultra Heavy200,000-300,000 lb')
    await expect(page.getByText(/utility line raises/).first()).toBeVisible()
    await expectFaqQuestions(page, 3)
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    await faq.getByRole('button', { name: 'How long does heavy haul transport take?' }).click()
    await expect(faq.getByText(/Typical transit is 3-10 business days/)).toBeVisible()

    await page.getByRole('link', { name: 'Get Heavy Haul Quote' }).click()
    await expect(page).toHaveURL('/quote')
  })

  test('specialized transport: equipment, four industries, seven planning steps and three FAQs', async ({ page }) => {
    await openPage(page, '/services/specialized-transport')
    const equipment = page.getByRole('region', { name: 'Specialized Equipment' })
    await expect(equipment.getByRole('heading', { level: 3 })).toHaveCount(8)
    await expect(equipment.getByRole('heading', { name: 'Schnabel trailers' })).toBeVisible()
    const industries = page.getByRole('region', { name: 'Industries We Serve' })
    await expect(industries.getByRole('heading', { level: 3 })).toHaveText(['Energy & Power', 'Construction', 'Manufacturing', 'Mining & Oil/Gas'])
    await expect(page.getByRole('region', { name: 'Our Seven-Step Planning Process' }).getByRole('listitem')).toHaveCount(7)
    await expect(page.getByRole('heading', { name: 'Safety Comes Before Schedule' })).toBeVisible()
    await expectFaqQuestions(page, 3)
    await expect(page.getByRole('link', { name: 'Call Dispatch (937) 555-0148' })).toHaveAttribute('href', 'tel:+19375550148')
    await page.getByRole('link', { name: 'Request Specialized Quote' }).click()
    await expect(page).toHaveURL('/quote')
  })

  test('project management: planning, execution, tools, cost management and the 5+ loads rule of thumb', async ({ page }) => {
    await openPage(page, '/services/project-management')
    for (const heading of ['Pre-Project Planning', 'Execution', 'Typical Project Types', 'Permits We Manage', 'Real-Time Tracking', 'Digital Documentation', 'Progress Reporting']) {
      await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Cost Management' })).toBeVisible()
    await expectFaqQuestions(page, 3)
    await page.getByRole('button', { name: 'When does a move need project management?' }).click()
    await expect(page.getByText(/5\+ loads or runs over several weeks/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Call Dispatch (937) 555-0148' })).toHaveAttribute('href', 'tel:+19375550148')
    await page.getByRole('link', { name: 'Discuss Your Project' }).click()
    await expect(page).toHaveURL('/quote')
  })
})

test.describe('legal pages', () => {
  for (const path of ['/privacy', '/privacy-policy']) {
    test(`${path} says what is recorded, only after consent, and how to refuse`, async ({ page }) => {
      await openPage(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
      await expect(page.getByRole('heading', { level: 2, name: /What the website records about your visit, and when/ })).toBeVisible()
      await expect(page.getByText(/Until you answer, and if you decline, this site records nothing about your visit/)).toBeVisible()
      await expect(page.getByText(/clicks, scrolling, mouse movement/)).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: /How to refuse or change your choice/ })).toBeVisible()
      await expect(page.getByText(/Decline in the banner/)).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'dispatch@ironbridgehaul.example' })).toHaveAttribute(
        'href',
        'mailto:dispatch@ironbridgehaul.example',
      )
    })
  }

  test('terms cover quotes, liability and governing law, and link the privacy policy', async ({ page }) => {
    await openPage(page, '/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
    for (const heading of [/Quotes and transport/, /Limitation of liability/, /Governing law and changes/]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(page.getByText(/USDOT 3184602 and MC-1094417/)).toBeVisible()
    await page.getByRole('link', { name: 'Read the Privacy Policy' }).click()
    await expect(page).toHaveURL('/privacy')
  })
})

test('on /quote, the call-to-action banner offers no link to the page itself, only the other ways to reach us', async ({ page }) => {
  await openPage(page, '/quote')
  const banner = page.getByRole('region', { name: 'Ready to Tackle the Impossible?' })
  await expect(banner.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  await expect(banner.getByRole('link', { name: '(937) 555-0148' })).toHaveAttribute('href', 'tel:+19375550148')
  await expect(banner.locator('a[href="/quote"]')).toHaveCount(0)
})
