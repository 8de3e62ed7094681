import { describe, expect, it } from 'vitest'
import type { LoadRecord } from '../../../lib/record-types'
import { jobGroup } from './escort-jobs'

const load = (status: LoadRecord['status']) => ({ status }) as LoadRecord

describe('jobGroup', () => {
  it('sorts escort jobs into offered, accepted and past', () => {
    expect(jobGroup({ status: 'offered', load_record: load('scheduled') })).toBe('offered')
    expect(jobGroup({ status: 'accepted', load_record: load('in_transit') })).toBe('accepted')
    expect(jobGroup({ status: 'accepted', load_record: load('delivered') })).toBe('past')
    expect(jobGroup({ status: 'declined', load_record: load('scheduled') })).toBe('past')
    expect(jobGroup({ status: 'offered', load_record: null })).toBe('past')
  })
})
