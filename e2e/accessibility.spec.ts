import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import { scrollThroughPage } from './support/marketing'
import { openPage } from './support/pages'
import { publicRoutes } from './support/public-routes'

const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]

/** Every public page, with the sign-in page, the consent banner's privacy address and the 404 page. */
const pages = [...publicRoutes(), '/auth', '/privacy-policy', '/no-such-page']

/** WCAG 2.1 A/AA rules must all pass; axe's best practices must raise nothing serious or critical. */
async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations
    .filter(({ tags, impact }) => tags.some((tag) => tag.startsWith('wcag')) || impact === 'serious' || impact === 'critical')
    .map(({ id, impact, nodes }) => `${id} [${impact}] (${nodes.map((node) => node.target.join(' ')).join(', ')})`)
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const path of pages) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await openPage(page, path)
        // Lazy sections and data-driven content must be on the page when it is checked.
        await scrollThroughPage(page)
        await expect(page.getByText(/^Loading (gallery|fleet configurations)\.\.\.$/)).toHaveCount(0)
        expect(await violations(page)).toEqual([])
      })
    }
  })
}

test('the open mobile menu has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  expect(await violations(page, '[role="dialog"]')).toEqual([])
})
