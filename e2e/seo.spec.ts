import { expect, test, type Page } from './support/test'
import { openPage } from './support/pages'
import { PRIVATE_PREFIXES, publicRoutes } from './support/public-routes'

async function headOf(page: Page) {
  return page.evaluate(() => ({
    titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
    descriptions: [...document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((meta) => meta.content),
    canonicals: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    ),
    robots: document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
  }))
}

test('robots.txt allows the public site, keeps private areas out and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const lines = (await response.text()).split('\n')
  expect(lines).toContain('User-agent: *')
  for (const prefix of PRIVATE_PREFIXES) expect(lines).toContain(`Disallow: ${prefix}`)
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(lines.filter((line) => line.startsWith('Disallow:') && /^Disallow: \/(quote|services|about|fleet|gallery|careers|contact|privacy|terms)?$/.test(line))).toEqual([])
})

test('sitemap.xml lists every public page by its absolute address', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
  expect(locations.every((location) => location.startsWith(`${baseURL}/`))).toBe(true)
  expect(locations.map((location) => new URL(location).pathname).sort()).toEqual(publicRoutes().sort())
})

test.describe('every public page', () => {
  const routes = publicRoutes()
  test.setTimeout(routes.length * 6_000)

  test('has its own title and description, one canonical link and the Organization data', async ({ page, baseURL }) => {
    const seenTitles = new Map<string, string>()
    const seenDescriptions = new Map<string, string>()
    for (const path of routes) {
      await openPage(page, path)
      await expect.poll(async () => (await headOf(page)).canonicals, { message: path }).toEqual([`${baseURL}${path}`])
      const head = await headOf(page)
      expect(head.titles, path).toHaveLength(1)
      expect(head.descriptions, path).toHaveLength(1)
      const title = head.titles[0] ?? ''
      const description = head.descriptions[0] ?? ''
      expect(title, path).toMatch(/ \| Ironbridge Heavy Haul$/)
      expect(description, `${path} description`).not.toBe('')
      expect(seenTitles.get(title), `${path} repeats the title of`).toBeUndefined()
      expect(seenDescriptions.get(description), `${path} repeats the description of`).toBeUndefined()
      seenTitles.set(title, path)
      seenDescriptions.set(description, path)
      expect(head.jsonLd.filter((data) => data['@type'] === 'Organization'), path).toHaveLength(1)
      expect(head.robots, path).toBeNull()
    }
  })
})

test('each service page describes its Service for search engines', async ({ page, baseURL }) => {
  for (const [path, name] of [
    ['/services/heavy-haul', 'Heavy Haul Transport'],
    ['/services/specialized-transport', 'Specialized Transport'],
    ['/services/project-management', 'Heavy Haul Project Management'],
  ] as const) {
    await openPage(page, path)
    await expect.poll(async () => (await headOf(page)).jsonLd.filter((data) => data['@type'] === 'Service'), { message: path }).toEqual([
      expect.objectContaining({
        name,
        url: `${baseURL}${path}`,
        description: expect.stringMatching(/\w/),
        provider: expect.objectContaining({ '@type': 'Organization', name: 'Ironbridge Heavy Haul' }),
      }),
    ])
  }
})

test('the privacy alias and a missing page point search engines elsewhere', async ({ page, baseURL }) => {
  await openPage(page, '/privacy-policy')
  await expect.poll(async () => (await headOf(page)).canonicals).toEqual([`${baseURL}/privacy`])

  await openPage(page, '/no-such-page')
  await expect.poll(async () => (await headOf(page)).robots).toBe('noindex')
  expect((await headOf(page)).canonicals).toEqual([])
})

test('the head follows client-side navigation', async ({ page, baseURL }) => {
  await openPage(page, '/')
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click()
  await expect(page).toHaveTitle('Our Services | Ironbridge Heavy Haul')
  await expect.poll(async () => (await headOf(page)).canonicals).toEqual([`${baseURL}/services`])
  expect((await headOf(page)).descriptions).toEqual([expect.stringContaining('Heavy haul, specialized transport and project management')])
})
