import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

export const builtAppDir = path.resolve(import.meta.dirname, '../../pb_public')

/** The URLs the built service worker precaches (its injected manifest). */
export function precachedUrls(): string[] {
  const worker = readFileSync(path.join(builtAppDir, 'sw.js'), 'utf8')
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '')
}

/** Opens `path` and waits until the service worker controls the page and its precache is complete. */
export async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated')
}

/** Every request URL held in any Cache Storage cache of the page's origin, by cache name. */
export function cachedRequests(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      byCache[name] = (await cache.keys()).map((request) => request.url)
    }
    return byCache
  })
}
