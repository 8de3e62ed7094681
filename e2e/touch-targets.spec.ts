import { expect, test, type Page } from './support/test'
import { openPage } from './support/pages'
import { openApplication } from './support/submissions'
import { smallTapTargets } from './support/tap-targets'

const PHONE = { width: 390, height: 844 }
const TABLET = { width: 768, height: 1024 }
const LANDSCAPE_TABLET = { width: 1024, height: 768 }

async function expectTapTargets(page: Page, where: string, scope = page.locator('body')) {
  expect(await smallTapTargets(page, scope), where).toEqual([])
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
