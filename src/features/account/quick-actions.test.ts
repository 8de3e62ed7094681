import { describe, expect, it } from 'vitest'
import { dashboardKind, quickActions } from './quick-actions'

describe('quickActions', () => {
  it.each([
    ['driver', [['/loads/assigned', 'My Loads'], ['/schedule', 'Schedule']]],
    ['carrier', [['/quote', 'Request Quote'], ['/fleet', 'Manage Fleet']]],
    ['pilot_car', [['/escorts', 'Escort Jobs'], ['/profile', 'Update Availability']]],
    ['freight_broker', [['/quote', 'Submit Load'], ['/quotes', 'Track Quotes']]],
    ['admin', [['/admin', 'Admin Panel'], ['/quote', 'Request Quote']]],
    ['moderator', [['/quote', 'Request Quote'], ['/quotes', 'My Quotes']]],
    [null, [['/quote', 'Request Quote'], ['/quotes', 'My Quotes']]],
  ] as const)('offers the spec table row for primary role %s', (role, expected) => {
    expect(quickActions(role).map(({ to, label }) => [to, label])).toEqual(expected)
  })

  it('maps each role to its dashboard kind, anything else to customer', () => {
    expect(dashboardKind('pilot_car')).toBe('pilot')
    expect(dashboardKind('freight_broker')).toBe('broker')
    expect(dashboardKind('moderator')).toBe('customer')
    expect(dashboardKind(null)).toBe('customer')
  })
})
