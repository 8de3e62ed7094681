import { CHECKED_VIEWPORTS, strictViolations } from './support/axe'
import { expect, test } from './support/test'
import { scrollThroughPage } from './support/marketing'
import { openPage } from './support/pages'
import { publicRoutes } from './support/public-routes'

/** Every public page, with the sign-in page, the consent banner's privacy address and the 404 page. */
const pages = [...publicRoutes(), '/auth', '/privacy-policy', '/no-such-page']

for (const viewport of CHECKED_VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const path of pages) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await openPage(page, path)
        // Lazy sections and data-driven content must be on the page when it is checked.
        await scrollThroughPage(page)
        await expect(page.getByText(/^Loading (gallery|fleet configurations)\.\.\.$/)).toHaveCount(0)
        expect(await strictViolations(page)).toEqual([])
      })
    }
  })
}

test('the open mobile menu has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  expect(await strictViolations(page, { include: '[role="dialog"]' })).toEqual([])
})
