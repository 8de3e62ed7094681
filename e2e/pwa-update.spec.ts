import { expect, test as base, type Page } from './support/test'
import { serveAppCopy, type AppCopy } from './support/app-copy-server'
import { openControlled } from './support/pwa'

const NEXT_REVISION = 'next-build'
const INDEX_ENTRY = /\{"revision":"([0-9a-f]+)","url":"index.html"\}/

// Each test deploys a "next build" to its own copy of the app, so the shared build is untouched.
const test = base.extend<{ app: AppCopy }>({
  app: async ({ baseURL }, use) => {
    const app = await serveAppCopy(baseURL ?? '')
    await use(app)
    await app.close()
  },
})

/** Deploys the next build: the same worker with a new revision of the app shell in its precache. */
function deployNextBuild(app: AppCopy) {
  const worker = app.read('sw.js')
  expect(worker).toMatch(INDEX_ENTRY)
  app.replace('sw.js', worker.replace(INDEX_ENTRY, `{"revision":"${NEXT_REVISION}","url":"index.html"}`))
}

/** Asks the browser to look for a new version now (the app also does so every hour). */
async function checkForUpdate(page: Page) {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })
}

/** The revisions of index.html held in the precache. */
function precachedIndexRevisions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const revisions: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url)
        if (url.pathname === '/index.html') revisions.push(url.searchParams.get('__WB_REVISION__') ?? '')
      }
    }
    return revisions
  })
}

const updatePrompt = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version is available' })

test('a new build brings up the update prompt, and Reload activates it', async ({ page, app }) => {
  test.setTimeout(60_000)
  await openControlled(page, `${app.url}/`)
  const [firstRevision] = await precachedIndexRevisions(page)
  expect(firstRevision).toMatch(/^[0-9a-f]+$/)
  await expect(updatePrompt(page)).toHaveCount(0)

  deployNextBuild(app)
  await checkForUpdate(page)
  await expect(updatePrompt(page)).toBeVisible()
  // Nothing changes until the visitor chooses: the new version waits.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true)

  await Promise.all([page.waitForEvent('load'), updatePrompt(page).getByRole('button', { name: 'Reload' }).click()])
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(updatePrompt(page)).toHaveCount(0)
  // The new worker is in control: its activation replaced the old precache entry.
  await expect.poll(() => precachedIndexRevisions(page)).toEqual([NEXT_REVISION])
})

test('Later hides the prompt and leaves the current version running', async ({ page, app }) => {
  await openControlled(page, `${app.url}/`)
  const [firstRevision] = await precachedIndexRevisions(page)
  deployNextBuild(app)
  await checkForUpdate(page)

  await updatePrompt(page).getByRole('button', { name: 'Later' }).click()
  await expect(updatePrompt(page)).toHaveCount(0)
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true)
  expect(await precachedIndexRevisions(page)).toContain(firstRevision)
})

// Without the worker (a first visit, a browser without one), a page open across a deploy asks
// the server for its own build's files, which are gone (404): the router loads the page again
// once when a page's code cannot be had, and the page then runs the new build.
test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' })

  /** Deploys a build that starts from another entry file; returns that file's address. */
  function deployAnotherEntry(app: AppCopy): string {
    const page = app.read('index.html')
    const entry = /<script type="module"[^>]* src="(\/assets\/index-[^"]+\.js)"/.exec(page)?.[1] ?? ''
    expect(entry).not.toBe('')
    const nextEntry = '/assets/index-NextBuild.js'
    app.replace(nextEntry.slice(1), app.read(entry.slice(1)))
    app.replace('index.html', page.replace(entry, nextEntry))
    return nextEntry
  }

  test('a page open across a deploy loads the new build when a file of its own is gone', async ({ page, app }) => {
    await page.goto(`${app.url}/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.evaluate(() => Object.assign(window, { openedBeforeDeploy: true }))

    const nextEntry = deployAnotherEntry(app)
    // The old build's fleet files are gone until the page loads again on the new build.
    let oldBuildRunning = true
    page.on('request', (request) => {
      if (request.isNavigationRequest()) oldBuildRunning = false
    })
    await page.route(/\/assets\/fleet-[^/]+\.js$/, (route) => (oldBuildRunning ? route.fulfill({ status: 404, body: 'Not found.' }) : route.fallback()))

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }).click(),
    ])
    await expect(page).toHaveURL(`${app.url}/fleet`)
    await expect(page.getByRole('heading', { level: 1, name: 'Our Fleet' })).toBeVisible()
    expect(await page.evaluate(() => 'openedBeforeDeploy' in window)).toBe(false)
    expect(await page.locator('script[type="module"][src]').getAttribute('src')).toBe(nextEntry)
  })
})
