import { describe, expect, it } from 'vitest'
import { currentFirst } from './driver-loads'

describe('currentFirst', () => {
  it('puts loads on the road first, then dispatched and scheduled by pickup date, finished last', () => {
    const loads = [
      { id: 'done', status: 'delivered', pickup_date: '2030-01-01' },
      { id: 'later', status: 'scheduled', pickup_date: '2030-03-09' },
      { id: 'sooner', status: 'scheduled', pickup_date: '2030-03-02' },
      { id: 'rolling', status: 'in_transit', pickup_date: '2030-02-01' },
      { id: 'next', status: 'dispatched', pickup_date: '2030-02-20' },
    ] as const
    expect(currentFirst(loads).map(({ id }) => id)).toEqual(['rolling', 'next', 'sooner', 'later', 'done'])
  })
})
