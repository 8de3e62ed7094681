import { describe, expect, it } from 'vitest'
import { openings } from '../../content/openings'
import { applicationKey, applicationTarget, applicationTargetFor } from './application-target'

describe('applicationTarget', () => {
  it('fixes the position to the opening applied for', () => {
    const [driver] = openings
    expect(applicationTarget(openings, driver)).toEqual({ position: 'CDL Truck Driver', heading: 'Apply for CDL Truck Driver' })
  })

  it('offers every opening when applying generally, starting at General Application', () => {
    expect(applicationTarget(openings)).toEqual({
      position: 'General Application',
      positionOptions: ['CDL Truck Driver', 'Logistics Coordinator', 'Account Manager'],
      heading: 'Apply to Join Our Team',
    })
  })

  it('is found again from its key in the address; an opening no longer offered falls back to a general application', () => {
    const [driver] = openings
    expect(applicationTargetFor(openings, applicationKey(driver))).toEqual(applicationTarget(openings, driver))
    expect(applicationTargetFor(openings, applicationKey())).toEqual(applicationTarget(openings))
    expect(applicationTargetFor(openings, 'night-dispatcher')).toEqual(applicationTarget(openings))
  })
})
