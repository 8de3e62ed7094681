import { expect, type Page } from '@playwright/test'

/** Scrolls down a page in screen-sized steps, so sections that load as they near the viewport do. */
export async function scrollThroughPage(page: Page): Promise<void> {
  let previousHeight = 0
  for (let y = 0; ; y += 500) {
    // Two frames after each step: sections near the viewport are seen and start loading.
    const height = await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' })
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
      return document.documentElement.scrollHeight
    }, y)
    if (y > height && height === previousHeight) break
    previousHeight = height
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/** Keeps the floating quote offer out of the way of the page's own links, for pages opened after this. */
export async function dismissQuotePrompt(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('ironbridge:quote-prompt-dismissed', 'true'))
}

/** The FAQ accordion: one h3 button per question. */
export async function expectFaqQuestions(page: Page, count: number): Promise<void> {
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
  await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(count)
  await expect(faq.getByRole('button')).toHaveCount(count)
}
