import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, TEST_SUPERUSER, type TestStack } from '../../scripts/lib/test-stack.mjs'
import { batchOf, pageView, postBatch, send } from './tracking-requests'
import { superuser } from './helpers'

/**
 * A server set up as behind a proxy (TRUSTED_PROXY_HEADERS=X-Forwarded-For, the leftmost
 * address, an https APP_URL): the visitor's address comes from the header, for the rate
 * limits and for what is stored. The shared server has no such setting and ignores the header.
 */

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack({
    env: {
      TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      TRUSTED_PROXY_USE_LEFTMOST_IP: 'true',
      APP_URL: 'https://haul.example',
      TRACKING_STORE_FULL_IP: 'true',
    },
  })
}, 60_000)

afterAll(async () => {
  await stack?.stop()
})

function signInFrom(url: string, forwardedFor: string): Promise<number> {
  return fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ identity: 'nobody@test.local', password: 'wrong-password' }),
  }).then((response) => response.status)
}

async function signInsFrom(url: string, times: number, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) statuses.push(await signInFrom(url, forwardedFor(i)))
  return statuses
}

describe('behind a trusted proxy', () => {
  it('gives each forwarded visitor their own sign-in budget', async () => {
    expect(new Set(await signInsFrom(stack.url, 20, () => '198.51.100.7'))).toEqual(new Set([400]))
    expect(await signInFrom(stack.url, '198.51.100.7')).toBe(429)
    // Same proxy connection, another visitor: not limited. The leftmost address is the visitor's.
    expect(await signInFrom(stack.url, '198.51.100.8, 10.0.0.2')).toBe(400)
  })

  it('stores the forwarded address with what the visitor sends', async () => {
    const batch = batchOf([pageView()])
    const response = await fetch(`${stack.url}/api/track`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '203.0.113.44, 10.0.0.2' },
      body: JSON.stringify(batch),
    })
    expect(response.status).toBe(200)
    const su = new PocketBase(stack.url)
    await su.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password)
    const event = await su.collection('analytics_events').getFirstListItem(`consent_id = "${batch.consent_id}"`)
    expect(event.ip_address).toBe('203.0.113.44')
  })

  it('sends Strict-Transport-Security when the site is served over https', async () => {
    const response = await fetch(`${stack.url}/api/health`)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000')
  })
})

describe('with no trusted proxy configured', () => {
  it('ignores the header: forged addresses share the connection’s budget', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const body = JSON.stringify({ identity: 'nobody@test.local', password: 'wrong-password' })
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` }
      statuses.push((await send('/api/collections/users/auth-with-password', body, { from: '127.0.0.21', headers })).status)
    }
    expect(statuses.slice(0, 20)).not.toContain(429)
    expect(statuses[20]).toBe(429)
  })

  it('stores the connection’s address, not the header’s', async () => {
    const batch = batchOf([pageView()])
    const forged = { 'x-forwarded-for': '203.0.113.9' }
    expect((await postBatch(batch, { from: '127.9.8.9', headers: forged })).status).toBe(200)
    const su = await superuser()
    const event = await su.collection('analytics_events').getFirstListItem(`consent_id = "${batch.consent_id}"`)
    expect(event.ip_address).toBe('127.9.8.0')
  })

  it('sends no Strict-Transport-Security over plain http', async () => {
    const response = await fetch(`${(await superuser()).baseURL}/api/health`)
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })
})
