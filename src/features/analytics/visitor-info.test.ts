import { describe, expect, it } from 'vitest'
import { ALL_SERVICES_FAILED, DEFAULT_LOOKUP_URLS, lookUpVisitor, lookupUrls, mergeLookups, normalizeLookup } from './visitor-info'

const ipapi = { ip: '203.0.113.9', city: 'Dayton', region: 'Ohio', country_name: 'United States', country_code: 'US', postal: '45402', latitude: 39.75, longitude: -84.19, timezone: 'America/New_York', org: 'Example ISP', currency: 'USD', languages: 'en-US,es-US' }
const ipwho = { ip: '203.0.113.9', city: 'Dayton', country: 'United States', country_code: 'US', timezone: { id: 'America/New_York' }, connection: { isp: 'Other ISP' } }

function answering(byUrl: Record<string, unknown>): typeof fetch {
  return (input) => {
    const body = byUrl[input instanceof Request ? input.url : input.toString()]
    if (body === undefined) return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
  }
}

describe('normalizeLookup', () => {
  it('reads each service’s names into the tool’s fields', () => {
    expect(normalizeLookup(ipapi)).toEqual({
      ip: '203.0.113.9', city: 'Dayton', region: 'Ohio', country: 'United States', countryCode: 'US', postal: '45402',
      coordinates: '39.75, -84.19', timezone: 'America/New_York', isp: 'Example ISP', currency: 'USD', languages: 'en-US,es-US',
    })
    expect(normalizeLookup(ipwho)).toMatchObject({ timezone: 'America/New_York', isp: 'Other ISP', country: 'United States' })
  })
})

describe('mergeLookups', () => {
  it('takes each field from the first service that has it', () => {
    expect(mergeLookups([{ ip: 'a' }, { ip: 'b', city: 'c' }])).toEqual({ ip: 'a', city: 'c' })
  })
})

describe('lookupUrls', () => {
  it('reads the setting, or falls back to the public services', () => {
    expect(lookupUrls(' https://a.test/ , https://b.test/')).toEqual(['https://a.test/', 'https://b.test/'])
    expect(lookupUrls(undefined)).toEqual(DEFAULT_LOOKUP_URLS)
    expect(DEFAULT_LOOKUP_URLS).toHaveLength(3)
  })
})

describe('lookUpVisitor', () => {
  it('merges what the services that answered say', async () => {
    const result = await lookUpVisitor(['https://a.test/', 'https://b.test/', 'https://c.test/'], answering({ 'https://b.test/': ipwho, 'https://c.test/': ipapi }))
    expect(result).toMatchObject({ answered: 2, info: { isp: 'Other ISP', region: 'Ohio' } })
  })
  it('gives the spec’s failure text when every service fails', async () => {
    const result = await lookUpVisitor(['https://a.test/', 'https://b.test/'], answering({ 'https://b.test/': {} }))
    expect(result).toEqual({ error: ALL_SERVICES_FAILED })
  })
})
