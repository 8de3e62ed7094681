import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'

/**
 * Limits count per client IP. Each test sends from its own loopback address, so exhausting
 * a limit here leaves the budget of the other suites (on 127.0.0.1) untouched.
 */
function postFrom(localAddress: string, path: string, body: unknown): Promise<number> {
  const url = new URL(path, inject('pbUrl'))
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

async function repeat(times: number, send: () => Promise<number>): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) statuses.push(await send())
  return statuses
}

describe('rate limits', () => {
  it('stop password guessing after 20 sign-in attempts a minute from one address', async () => {
    const attempt = (from: string) =>
      postFrom(from, '/api/collections/users/auth-with-password', {
        identity: 'nobody@test.local',
        password: 'wrong-password',
      })
    expect(new Set(await repeat(20, () => attempt('127.0.0.2')))).toEqual(new Set([400]))
    expect(await attempt('127.0.0.2')).toBe(429)
    expect(await attempt('127.0.0.3')).toBe(400)
  })

  it('stop a guest after 30 creates a minute on one collection, counted before the rules', async () => {
    const create = () => postFrom('127.0.0.4', '/api/collections/fleet/records', { name: 'Spam', axle_count: 2 })
    expect(new Set(await repeat(30, create))).toEqual(new Set([400]))
    expect(await create()).toBe(429)
  })
})
