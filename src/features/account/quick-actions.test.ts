import { describe, expect, it } from 'vitest'
import { dashboardKind, quickActions } from './quick-actions'

describe('quickActions', () => {
  it.each([
    ['driver', [['/loads/assigned', 'My Loads'], ['/schedule', 'Schedule']]],
    ['carrier', [['/quote', 'Request Quote'], ['/fleet', 'View Our Fleet']]],
    ['pilot_car', [['/escorts', 'Escort Jobs'], ['/profile', 'Update Availability']]],
    ['freight_broker', [['/quotes', 'Track Quotes'], ['/quote', 'Submit Load']]],
    ['admin', [['/admin', 'Admin Panel'], ['/quote', 'Request Quote']]],
    ['moderator', [['/quotes', 'My Quotes'], ['/quote', 'Request Quote']]],
    [null, [['/quotes', 'My Quotes'], ['/quote', 'Request Quote']]],
  ] as const)('offers the spec table row for primary role %s, its main task first', (role, expected) => {
    expect(quickActions(role).map(({ to, label }) => [to, label])).toEqual(expected)
  })

  it('maps each role to its dashboard kind, anything else to customer', () => {
    expect(dashboardKind('pilot_car')).toBe('pilot')
    expect(dashboardKind('freight_broker')).toBe('broker')
    expect(dashboardKind('moderator')).toBe('customer')
    expect(dashboardKind(null)).toBe('customer')
  })
})
