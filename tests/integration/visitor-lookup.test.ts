import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, TEST_SUPERUSER, type TestStack } from '../../scripts/lib/test-stack.mjs'

/**
 * The admin's Visitor Info tool asks the lookup services through the server (GEO_LOOKUP_URLS),
 * about the requester's address as the trusted-proxy setting gives it. A local service stands
 * in for the public ones: one answers, one fails.
 */

let stack: TestStack
let lookupService: Server
const askedPaths: string[] = []

function startLookupService(): Promise<Server> {
  const server = createServer((request, response) => {
    askedPaths.push(request.url ?? '')
    if (request.url?.startsWith('/broken/')) return void response.writeHead(500).end()
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ ip: request.url?.split('/')[2], city: 'Dayton', country_code: 'US' }))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  lookupService = await startLookupService()
  const service = `http://127.0.0.1:${(lookupService.address() as AddressInfo).port}`
  stack = await startTestStack({
    env: {
      TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      TRUSTED_PROXY_USE_LEFTMOST_IP: 'true',
      GEO_LOOKUP_URLS: `${service}/broken/{ip}, ${service}/json/{ip}`,
    },
  })
}, 60_000)

afterAll(async () => {
  await stack?.stop()
  lookupService?.close()
})

async function signedIn(roles: string[]): Promise<PocketBase> {
  const su = new PocketBase(stack.url)
  await su.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password)
  const email = `lookup-${roles.join('-') || 'none'}-${Date.now().toString(36)}@test.local`
  const user = await su.collection('users').create({ email, password: 'test-password-123', passwordConfirm: 'test-password-123', first_name: 'Test', last_name: 'Person', roles })
  return su.collection('users').impersonate(user.id, 600)
}

function lookUp(token: string | null) {
  return fetch(`${stack.url}/api/admin/visitor-info`, {
    headers: { 'x-forwarded-for': '203.0.113.77, 10.0.0.2', ...(token ? { authorization: token } : {}) },
  })
}

describe('the visitor-info lookup', () => {
  it('asks every configured service about the admin’s own address and returns the answers that came', async () => {
    const admin = await signedIn(['admin'])
    const response = await lookUp(admin.authStore.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ address: '203.0.113.77', services: 2, answers: [{ ip: '203.0.113.77', city: 'Dayton', country_code: 'US' }] })
    expect(askedPaths).toEqual(expect.arrayContaining(['/broken/203.0.113.77', '/json/203.0.113.77']))
  })

  it('is refused to visitors and to users who are not admins, and asks no service for them', async () => {
    const asked = askedPaths.length
    expect((await lookUp(null)).status).toBe(401)
    expect((await lookUp((await signedIn(['carrier'])).authStore.token)).status).toBe(403)
    expect(askedPaths).toHaveLength(asked)
  })
})
