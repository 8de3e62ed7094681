import { describe, expect, it } from 'vitest'
import type { EscortCertificationRecord, PilotAvailabilityRecord } from '../../../lib/record-types'
import { escortFit, isExpired } from './escort-coverage'

const availability = (starts_on: string, ends_on: string) => ({ starts_on, ends_on, home_base: 'Dayton, OH' }) as PilotAvailabilityRecord
const certification = (state: string, expires_on: string) => ({ state, expires_on }) as EscortCertificationRecord

describe('escortFit', () => {
  const pickupDate = '2030-03-02 12:00:00.000Z'

  it('finds the availability that includes the pickup day, ends included', () => {
    const fit = escortFit({
      pickupDate,
      routeStates: [],
      availability: [availability('2030-02-20 00:00:00.000Z', '2030-03-02 00:00:00.000Z')],
      certifications: [],
    })
    expect(fit.available?.home_base).toBe('Dayton, OH')
    expect(
      escortFit({
        pickupDate,
        routeStates: [],
        availability: [availability('2030-03-03 00:00:00.000Z', '2030-03-09 00:00:00.000Z')],
        certifications: [],
      }).available,
    ).toBeUndefined()
  })

  it('lists route states without a certification valid on the pickup day', () => {
    const certifications = [certification('OH', '2031-01-01 00:00:00.000Z'), certification('IN', '2030-03-01 00:00:00.000Z')]
    expect(
      escortFit({
        pickupDate,
        routeStates: ['OH', 'IN', 'IL'],
        availability: [],
        certifications,
      }).uncoveredStates,
    ).toEqual(['IN', 'IL'])
  })
})

describe('isExpired', () => {
  it('is true from the day after the expiry date', () => {
    expect(isExpired(certification('OH', '2030-03-01 00:00:00.000Z'), '2030-03-01')).toBe(false)
    expect(isExpired(certification('OH', '2030-03-01 00:00:00.000Z'), '2030-03-02')).toBe(true)
  })
})
