import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { openPage } from './support/pages'

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the site chrome has no WCAG A/AA violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const path of ['/', '/about', '/no-such-page']) {
      await openPage(page, path)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
      expect(results.violations.map(({ id, nodes }) => `${path}: ${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([])
    }
  })
}

test('the open mobile menu has no WCAG A/AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(results.violations.map(({ id }) => id)).toEqual([])
})
