import { expect, test, type Locator, type Page } from './support/test'
import { adminAuth, createApplication, createMessage, createQuote } from './support/admin-records'
import { settleAnimations } from './support/animations'
import { dismissQuotePrompt } from './support/marketing'
import { openPage } from './support/pages'
import { openSignedIn } from './support/session'
import { openApplication, uniqueName } from './support/submissions'
import { smallTapTargets } from './support/tap-targets'

const PHONE = { width: 390, height: 844 }
const TABLET = { width: 768, height: 1024 }
const LANDSCAPE_TABLET = { width: 1024, height: 768 }

async function expectTapTargets(page: Page, where: string, scope = page.locator('body')) {
  expect(await smallTapTargets(page, scope), where).toEqual([])
}

async function measure(target: Locator) {
  const name = (await target.getAttribute('aria-label')) ?? (await target.innerText())
  const box = await target.boundingBox()
  if (!box) throw new Error(`${name} is not on screen`)
  return { name, left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height }
}

/** The names of every two of `targets` whose boxes overlap, e.g. `['Show A / Show B']`. */
async function overlappingTargets(targets: Locator[]): Promise<string[]> {
  const boxes = await Promise.all(targets.map(measure))
  // Half a pixel of rounding between neighbours is not an overlap.
  const overlap = (a: (typeof boxes)[number], b: (typeof boxes)[number]) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
  return boxes.flatMap((box, index) => boxes.slice(index + 1).filter((other) => overlap(box, other)).map((other) => `${box.name} / ${other.name}`))
}

for (const viewport of [PHONE, TABLET, LANDSCAPE_TABLET]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('every field, stepper and button of the quote and contact forms is at least 44 × 44 px', async ({ page }) => {
      await openPage(page, '/quote')
      const steppers = page.locator('[data-stepper]')
      await expect(steppers).toHaveCount(8)
      await expectTapTargets(page, 'quote form', page.getByRole('form', { name: 'Quote request' }))
      await openPage(page, '/contact')
      await expectTapTargets(page, 'contact form', page.getByRole('form', { name: 'Contact us' }))
    })

    test('the application dialog, its close button and its fields are at least 44 × 44 px', async ({ page }) => {
      await openPage(page, '/careers')
      const dialog = await openApplication(page)
      await expectTapTargets(page, 'application dialog', dialog)
    })

    test('the sign-in and registration forms, their tabs and role choice are at least 44 × 44 px', async ({ page }) => {
      await openPage(page, '/auth')
      await expectTapTargets(page, 'sign in', page.getByRole('tabpanel'))
      await expectTapTargets(page, 'tabs', page.getByRole('tablist'))
      await page.getByRole('tab', { name: 'Register' }).click()
      await expectTapTargets(page, 'register', page.getByRole('tabpanel'))
    })

    test('the featured carousel’s slide bullets, arrows and pause button are at least 44 × 44 px, side by side', async ({ page }) => {
      await dismissQuotePrompt(page)
      await openPage(page, '/gallery')
      const carousel = page.getByRole('region', { name: 'Featured equipment' })
      const bullets = carousel.getByRole('tab')
      await expect(bullets).toHaveCount(6)
      const arrows = carousel.getByRole('button', { name: /^(Previous|Next) slide$/ })
      await expect(arrows).toHaveCount(2)
      const pause = page.getByRole('button', { name: 'Pause slideshow' })
      // The carousel and the pause button below it.
      await expectTapTargets(page, 'featured carousel', carousel.locator('xpath=..'))
      expect(await overlappingTargets([...(await bullets.all()), ...(await arrows.all()), pause])).toEqual([])

      // Reached from the keyboard, the current bullet shows a ring round its dot.
      await pause.click()
      await page.getByRole('button', { name: 'Play slideshow' }).focus()
      await page.keyboard.press('Shift+Tab')
      const current = carousel.getByRole('tab', { selected: true })
      await expect(current).toBeFocused()
      expect(await current.evaluate((bullet) => getComputedStyle(bullet, '::after').outlineStyle)).toBe('solid')
    })

    test('the e-mail and phone links in the details of a quote, a message and an application are at least 44 × 44 px', async ({ page, request }) => {
      const name = uniqueName('Tap')
      const details = [
        { path: `/admin/quotes?quote=${(await createQuote(request, name)).id}`, dialog: 'Quote details' },
        { path: `/admin/messages?message=${(await createMessage(request, { name, subject: name })).id}`, dialog: name },
        { path: `/admin/careers?application=${(await createApplication(request, { lastName: name })).id}`, dialog: `Application from Sam ${name}` },
      ]
      const admin = await adminAuth(request)
      for (const { path, dialog } of details) {
        await openSignedIn(page, admin, path)
        const drawer = page.getByRole('dialog', { name: dialog })
        await expect(drawer.getByRole('link', { name: /^\(937\) 555-01/ })).toBeVisible()
        await settleAnimations(page)
        await expectTapTargets(page, dialog, drawer)
      }
    })

    test.describe('on a touch screen', () => {
      test.use({ hasTouch: true })

      test('every link of the footer is at least 44 × 44 px', async ({ page }) => {
        await openPage(page, '/about')
        const footer = page.getByRole('contentinfo')
        await footer.scrollIntoViewIfNeeded()
        await expect(footer.getByRole('link', { name: 'Fleet', exact: true })).toBeVisible()
        await expectTapTargets(page, 'footer', footer)
      })
    })

    test('the header, its menu button and the menu are at least 44 × 44 px', async ({ page }) => {
      await openPage(page, '/about')
      await expectTapTargets(page, 'header', page.getByRole('banner'))
      if (viewport.width < 1200) {
        await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
        const menu = page.getByRole('dialog', { name: 'Menu' })
        await expect(menu).toBeVisible()
        await expectTapTargets(page, 'menu', menu)
      }
    })
  })
}

test('a stepper changes the number by its step', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openPage(page, '/quote')
  const length = page.getByLabel('Length (ft)')
  await length.fill('10')
  const field = page.locator('.mantine-InputWrapper-root', { has: length })
  await field.locator('[data-stepper=increment]').click()
  await expect(length).toHaveValue('10.1')
  await field.locator('[data-stepper=decrement]').click()
  await field.locator('[data-stepper=decrement]').click()
  await expect(length).toHaveValue('9.9')
})

test('a role is chosen by a tap anywhere on its row, its description included', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openPage(page, '/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Create an account' })
  const description = form.getByText('You drive escort vehicles', { exact: false })
  await description.scrollIntoViewIfNeeded()
  const box = await description.boundingBox()
  if (!box) throw new Error('the Pilot Car description is not on screen')
  // Where a thumb lands on the description, whatever element is drawn on top there.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(form.getByRole('radio', { name: 'Pilot Car' })).toBeChecked()
})
