import type { Page } from '@playwright/test'

/** Waits for the page's running transitions and finite animations to end (a spinner's never do). */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
