import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { settleAnimations } from './animations'

/** The phone and desktop widths every public page is checked at. */
export const CHECKED_VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const

/**
 * The WCAG 2.1 A and AA rules of the installed axe-core (the lock file holds it at 4.14, whose
 * A rules include 2.5.3 Label in Name): every rule axe tags with these runs, none is left out.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

interface Scope {
  /** Only this part of the page, e.g. `[role="dialog"]`. */
  include?: string
  /** Leave out a part that has its own checks. */
  exclude?: string
}

async function analyze(page: Page, tags: string[], scope: Scope) {
  // Axe reads colours as they are drawn: a drawer or a toast caught fading in reads as low contrast.
  await settleAnimations(page)
  let builder = new AxeBuilder({ page }).withTags(tags)
  if (scope.include) builder = builder.include(scope.include)
  if (scope.exclude) builder = builder.exclude(scope.exclude)
  return (await builder.analyze()).violations
}

const isSerious = (impact: string | null | undefined) => impact === 'serious' || impact === 'critical'

/** Fails on any serious or critical WCAG A/AA violation on the page (or the part in `scope`). */
export async function expectNoSeriousViolations(page: Page, label: string, scope: Scope = {}): Promise<void> {
  const serious = (await analyze(page, WCAG_TAGS, scope)).filter(({ impact }) => isSerious(impact))
  expect(serious.map(({ id, nodes }) => `${label}: ${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([])
}

/**
 * The stricter check of the accessibility suite: every WCAG A/AA violation whatever its
 * impact, and axe's best practices when serious or critical. Empty when the page passes.
 */
export async function strictViolations(page: Page, scope: Scope = {}): Promise<string[]> {
  const violations = await analyze(page, [...WCAG_TAGS, 'best-practice'], scope)
  return violations
    .filter(({ tags, impact }) => tags.some((tag) => tag.startsWith('wcag')) || isSerious(impact))
    .map(({ id, impact, nodes }) => `${id} [${impact}] (${nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
