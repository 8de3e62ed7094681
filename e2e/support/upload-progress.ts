import type { Page } from '@playwright/test'

/** Sends uploads slowly enough for their progress to be seen. */
export async function slowUploads(page: Page, bytesPerSecond = 256 * 1024) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond })
}

/**
 * Starts noting every value the page's progress bars take, so a short upload's progress is
 * not missed between two looks; returns what was seen so far.
 */
export async function watchProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = []
    Object.assign(window, { progressSeen: seen })
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) seen.push(Number(bar.getAttribute('aria-valuenow')))
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] })
  })
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen)
}
