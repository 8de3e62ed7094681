import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Waits until the app has taken over a prerendered page (it drops `data-prerendered` on
 * start). Before that the page is a static copy whose controls wait for the app.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered'))
}

/** Makes `goto` and `reload` return once the app runs, as a visitor would wait to use it. */
function waitForAppAfterLoads(page: Page) {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await waitForApp(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await waitForApp(page)
    return response
  }
}

/** Playwright's `test`, with every page of the test's context waiting for the app after loads. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    // Without JavaScript the prerendered copy is all there is.
    if (javaScriptEnabled !== false) {
      context.pages().forEach(waitForAppAfterLoads)
      context.on('page', waitForAppAfterLoads)
    }
    await use(context)
  },
})
