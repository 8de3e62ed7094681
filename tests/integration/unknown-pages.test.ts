import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverUrl, someBuiltScript } from './helpers'

/**
 * An address the app does not know is a 404 for search engines and link checkers, still with
 * the app's page (which shows the not-found page); every route of the app, every file of the
 * build and PocketBase's own addresses answer as before. The server knows the routes from a
 * list the build writes (pb_public/app-routes.json), checked here against the route files.
 */

const ROUTES_DIR = path.resolve('src/routes')
const FILE_ROUTE_ID = /createFileRoute\('([^']+)'\)/

/** A route file's address pattern, from its route id: pathless layouts (`_public`) have no segment of their own. */
function addressOf(routeId: string): string {
  const segments = routeId.split('/').filter((segment) => segment !== '' && !segment.startsWith('_'))
  return `/${segments.join('/')}`
}

/** The address patterns of every route file in src/routes, read from the files themselves. */
function routeFilePatterns(): string[] {
  const files = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/(^|\/)-/.test(file) && !file.includes('.test.') && !file.endsWith('__root.tsx'),
  )
  const patterns = files.map((file) => {
    const id = FILE_ROUTE_ID.exec(readFileSync(path.join(ROUTES_DIR, file), 'utf8'))?.[1]
    if (!id) throw new Error(`${file} has no createFileRoute('...')`)
    return addressOf(id)
  })
  return [...new Set(patterns)].sort()
}

const appShell = () => readFileSync(path.resolve('pb_public/index.html'), 'utf8')
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options']

describe('unknown addresses', () => {
  it('the build lists exactly the routes of src/routes', async () => {
    const listed = (await (await fetch(serverUrl('/app-routes.json'))).json()) as string[]
    expect([...listed].sort()).toEqual(routeFilePatterns())
    expect(listed).toContain('/outbox/$entryId')
  })

  it('every route of the app answers 200 with a page, a parameter standing for any one segment', async () => {
    for (const pattern of routeFilePatterns()) {
      const address = pattern.replace(/\$[A-Za-z_]\w*/g, 'k3x9q2m7p1z8w4v')
      const response = await fetch(serverUrl(address))
      expect({ address, status: response.status }).toEqual({ address, status: 200 })
      expect(response.headers.get('content-type')).toContain('text/html')
    }
  })

  it.each([
    '/about?utm_source=newsletter',
    '/services/',
    '/services/heavy-haul',
    '/outbox/abc123def456ghi?from=mail',
    '/admin/quotes',
    '/auth/verify?token=x',
    '/loads/assigned',
  ])('%s is known (200)', async (address) => {
    expect((await fetch(serverUrl(address))).status).toBe(200)
  })

  it.each([
    '/index.html',
    '/offline.html',
    '/manifest.webmanifest',
    '/sw.js',
    '/favicon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/app-routes.json',
    '/api/health',
    '/_/',
  ])('%s, a file or the server’s own, is 200', async (address) => {
    expect((await fetch(serverUrl(address))).status).toBe(200)
  })

  it('the build’s scripts and icons are 200', async () => {
    const icon = readdirSync(path.resolve('pb_public/icons'))[0]!
    expect((await fetch(serverUrl(`/assets/${someBuiltScript()}`))).status).toBe(200)
    expect((await fetch(serverUrl(`/icons/${icon}`))).status).toBe(200)
  })

  it.each(['/no-such-page', '/services/nope', '/admin/bogus', '/outbox/a/b', '/loads', '/assets/', '/no-such-page?utm_source=x'])(
    '%s is a 404 with the app’s page, its headers those of any page',
    async (address) => {
      const response = await fetch(serverUrl(address))
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toBe(appShell())
      const page = await fetch(serverUrl('/quote'))
      for (const name of SECURITY_HEADERS) expect([name, response.headers.get(name)]).toEqual([name, page.headers.get(name)])
    },
  )

  it('a HEAD request gets the same status and headers, without the page', async () => {
    const unknown = await fetch(serverUrl('/no-such-page'), { method: 'HEAD' })
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(unknown.headers.get('content-length')).toBe(String(Buffer.byteLength(appShell())))
    expect(await unknown.text()).toBe('')
    expect((await fetch(serverUrl('/outbox/abc123def456ghi'), { method: 'HEAD' })).status).toBe(200)
    expect((await fetch(serverUrl('/about'), { method: 'HEAD' })).status).toBe(200)
  })

  it('an unknown API address gets the API’s 404, as for any other method', async () => {
    const response = await fetch(serverUrl('/api/no-such-route'))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ status: 404 })
  })
})
