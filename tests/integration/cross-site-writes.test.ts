import { describe, expect, it } from 'vitest'
import { anonymous, quoteInput, serverUrl, statusOf } from './helpers'

/**
 * A page of another site cannot make its visitors' browsers write here (server/cross_site_writes.go):
 * browsers say where a request comes from, and a write from another site's page is refused,
 * while reads, the site's own pages and clients that are not browsers go on as before.
 */

const fromAnotherSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' }
const fromTheSite = { 'Sec-Fetch-Site': 'same-origin', Origin: new URL(serverUrl('/')).origin }

const createQuote = (headers: Record<string, string>) => anonymous().collection('quotes').create(quoteInput(), { headers })

describe('a write from a page of another site', () => {
  it('is refused with a 403: a quote', async () => {
    expect(await statusOf(createQuote(fromAnotherSite))).toBe(403)
  })

  it('is refused when only the Origin says so (an older browser)', async () => {
    expect(await statusOf(createQuote({ Origin: 'https://elsewhere.example' }))).toBe(403)
  })

  it('is refused for the tracking ingest, which takes plain text as a form could send it', async () => {
    const response = await fetch(serverUrl('/api/track'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...fromAnotherSite },
      body: '{}',
    })
    expect(response.status).toBe(403)
  })
})

describe('still accepted', () => {
  it("a write from the site's own pages", async () => {
    expect((await createQuote(fromTheSite)).id).toMatch(/^[a-z0-9]{15}$/)
  })

  it('a write from a client that is not a browser (no Sec-Fetch-Site, no Origin)', async () => {
    expect((await createQuote({})).id).toMatch(/^[a-z0-9]{15}$/)
  })

  it("a read from another site's page", async () => {
    const response = await fetch(serverUrl('/api/collections/services/records'), { headers: fromAnotherSite })
    expect(response.status).toBe(200)
  })
})
