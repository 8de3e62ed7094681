import type { Page } from '@playwright/test'

/**
 * Lets `ms` of the page's time pass at once, running every timer due in it (the page's clock
 * must have been installed, with `page.clock.install()`, before the page opened). A request of
 * the page's own then goes out and comes back, so whatever those timers sent has left the
 * page before the test looks. Used to show that nothing happens over a stretch of time
 * without waiting it out.
 */
export async function letTimePass(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms)
  await page.evaluate(async () => void (await fetch('/api/health')))
}
