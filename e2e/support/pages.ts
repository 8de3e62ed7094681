import { expect, type Page } from '@playwright/test'
import { waitForApp } from './test'

/** Opens `path` and waits until the app has rendered its page (its h1). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** Scrolls the window to `y` (or as far as the page allows) and returns where it ended up. */
export async function scrollWindowTo(page: Page, y: number | 'bottom'): Promise<number> {
  return page.evaluate((target) => {
    const top = target === 'bottom' ? document.documentElement.scrollHeight : target
    window.scrollTo({ top, behavior: 'instant' })
    return window.scrollY
  }, y)
}
