import { describe, expect, it } from 'vitest'
import type { LoadRecord } from '../../../lib/record-types'
import { jobGroup, type EscortLoad } from './escort-jobs'

const load = (status: LoadRecord['status']) => ({ status }) as EscortLoad

describe('jobGroup', () => {
  it('sorts escort jobs into offered, accepted and past', () => {
    expect(jobGroup({ status: 'offered', details: load('scheduled') })).toBe('offered')
    expect(jobGroup({ status: 'accepted', details: load('in_transit') })).toBe('accepted')
    expect(jobGroup({ status: 'accepted', details: load('delivered') })).toBe('past')
    expect(jobGroup({ status: 'offered', details: load('cancelled') })).toBe('past')
    expect(jobGroup({ status: 'declined', details: null })).toBe('past')
    expect(jobGroup({ status: 'offered', details: null })).toBe('past')
  })
})
