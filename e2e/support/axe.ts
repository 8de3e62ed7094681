import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The phone and desktop widths every public page is checked at. */
export const CHECKED_VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const

interface Scope {
  /** Only this part of the page, e.g. `[role="dialog"]`. */
  include?: string
  /** Leave out a part that has its own checks. */
  exclude?: string
}

/** Fails on any serious or critical WCAG A/AA violation on the page (or the part in `scope`). */
export async function expectNoSeriousViolations(page: Page, label: string, scope: Scope = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (scope.include) builder = builder.include(scope.include)
  if (scope.exclude) builder = builder.exclude(scope.exclude)
  const results = await builder.analyze()
  const serious = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')
  expect(serious.map(({ id, nodes }) => `${label}: ${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([])
}
