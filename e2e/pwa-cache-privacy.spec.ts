import { expect, test } from './support/test'
import { DEMO_FLEET } from '../scripts/lib/demo-data.mjs'
import { cachedRequests, openControlled } from './support/pwa'
import { authenticate, demoAdmin } from './support/session'

// What the service worker may keep: reads of the public collections, and thumbnails of
// fleet and gallery pictures (file URLs name collections by id: "pbc_" + crc32("base" + name)).
const PUBLIC_READ = /^\/api\/collections\/(fleet|gallery_images|services|site_settings)\/records(\/[a-z0-9]+)?$/
const PUBLIC_THUMBNAIL = /^\/api\/files\/(pbc_1796776108|pbc_1702307679)\/[a-z0-9]+\/[^/]+$/

const ADMIN_PAGES = ['/admin', '/admin/quotes', '/admin/careers', '/admin/users', '/admin/fleet', '/admin/gallery', '/admin/services']
// Read directly as well, so the check does not depend on what each back-office page loads.
const ADMIN_ONLY_READS = [
  '/api/collections/quotes/records',
  '/api/collections/job_applications/records',
  '/api/collections/contact_messages/records',
  '/api/collections/users/records',
  '/api/collections/fleet/records?perPage=100',
  `/api/collections/fleet/records?filter=${encodeURIComponent("status != 'available'")}`,
]

function isPublic(url: string): boolean {
  const { pathname, searchParams } = new URL(url)
  if (PUBLIC_READ.test(pathname)) return true
  return PUBLIC_THUMBNAIL.test(pathname) && searchParams.has('thumb') && !searchParams.has('token')
}

test('after an admin visit no cache holds an admin answer, and public copies hold no admin-only fields', async ({ page, request }) => {
  test.setTimeout(90_000)
  const admin = await authenticate(request, demoAdmin)
  await openControlled(page, '/')
  await page.evaluate((session) => window.localStorage.setItem('pocketbase_auth', session), JSON.stringify(admin))

  for (const path of [...ADMIN_PAGES, '/fleet', '/gallery']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
  }
  const answers = await page.evaluate(
    ({ urls, token }) => Promise.all(urls.map(async (url) => (await fetch(url, { headers: { Authorization: token } })).status)),
    { urls: ADMIN_ONLY_READS, token: admin.token },
  )
  expect(answers).toEqual(ADMIN_ONLY_READS.map(() => 200))

  // The public copies are refreshed beside signed-in reads: wait for the fleet's.
  await expect
    .poll(async () => Object.values(await cachedRequests(page)).flat().some((url) => url.includes('/api/collections/fleet/records')))
    .toBe(true)
  const cachedApiUrls = Object.values(await cachedRequests(page))
    .flat()
    .filter((url) => new URL(url).pathname.startsWith('/api/'))
  expect(cachedApiUrls.filter((url) => !isPublic(url))).toEqual([])

  const cachedBodies = await page.evaluate(async () => {
    const bodies: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const cached of await cache.keys()) {
        if (!new URL(cached.url).pathname.startsWith('/api/collections/')) continue
        bodies.push(await ((await cache.match(cached))?.text() ?? Promise.resolve('')))
      }
    }
    return bodies.join('\n')
  })
  expect(cachedBodies).toContain(DEMO_FLEET[0]?.name)
  expect(cachedBodies).not.toContain('license_plate')
  expect(cachedBodies).not.toContain('"vin"')
  for (const vehicle of DEMO_FLEET) expect(cachedBodies).not.toContain(vehicle.vin)
})

test('thumbnails of public pictures are kept on the device once seen', async ({ page }) => {
  await openControlled(page, '/')
  await page.goto('/fleet')
  const picture = page.getByRole('img', { name: DEMO_FLEET[0]?.name, exact: true })
  await picture.scrollIntoViewIfNeeded()
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toContain('thumb=')
  const source = await picture.evaluate((image: HTMLImageElement) => image.currentSrc)
  expect(isPublic(source)).toBe(true)

  await expect.poll(async () => (await cachedRequests(page))['public-images'] ?? []).toContain(source)
})

test('an admin\'s very first page, read before the worker took over, leaves no back-office read behind', async ({ page, request }) => {
  const admin = await authenticate(request, demoAdmin)
  await page.goto('/favicon.svg')
  await page.evaluate((session) => window.localStorage.setItem('pocketbase_auth', session), JSON.stringify(admin))
  await openControlled(page, '/admin/fleet')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The worker saves the page's pictures (public thumbnails) from the same list of reads.
  await expect.poll(async () => (await cachedRequests(page))['public-images'] ?? []).not.toEqual([])
  const cachedApiReads = Object.values(await cachedRequests(page))
    .flat()
    .filter((url) => new URL(url).pathname.startsWith('/api/collections/'))
  expect(cachedApiReads).toEqual([])
})
