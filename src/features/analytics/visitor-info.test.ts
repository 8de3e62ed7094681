import { describe, expect, it } from 'vitest'
import { ALL_SERVICES_FAILED, mergeLookups, normalizeLookup, resultOf } from './visitor-info'

const ipapi = { ip: '203.0.113.9', city: 'Dayton', region: 'Ohio', country_name: 'United States', country_code: 'US', postal: '45402', latitude: 39.75, longitude: -84.19, timezone: 'America/New_York', org: 'Example ISP', currency: 'USD', languages: 'en-US,es-US' }
const ipwho = { ip: '203.0.113.9', city: 'Dayton', country: 'United States', country_code: 'US', timezone: { id: 'America/New_York' }, connection: { isp: 'Other ISP' } }

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

describe('resultOf', () => {
  it('merges what the services that answered say', () => {
    expect(resultOf({ services: 3, answers: [ipwho, ipapi] })).toMatchObject({ answered: 2, services: 3, info: { isp: 'Other ISP', region: 'Ohio' } })
  })
  it('gives the spec’s failure text when no service knows anything', () => {
    expect(resultOf({ services: 2, answers: [{}] })).toEqual({ error: ALL_SERVICES_FAILED })
    expect(resultOf({ services: 2, answers: [] })).toEqual({ error: ALL_SERVICES_FAILED })
  })
})
