import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry'
import type { LoadStopRecord } from '../../../lib/record-types'
import { hasWaitingProof, statusAsDone, stopAsDone, waitingFor } from './pending-updates'

const entry = (collection: OutboxEntry['collection'], fields: OutboxEntry['fields']) => ({ collection, fields }) as OutboxEntry
const pickup = {
  id: 'p',
  kind: 'pickup',
  arrived_at: '',
  departed_at: '',
} as LoadStopRecord

describe('what waits in the outbox for a load', () => {
  const waiting = [
    entry('load_updates', {
      load: 'L',
      kind: 'arrived',
      stop: 'p',
      happened_at: '2030-03-02 08:10:00.000Z',
    }),
    entry('load_updates', {
      load: 'L',
      kind: 'departed',
      stop: 'p',
      happened_at: '2030-03-02 09:00:00.000Z',
    }),
    entry('load_documents', { load: 'L', kind: 'proof_of_delivery' }),
    entry('load_updates', { load: 'other', kind: 'note' }),
    entry('quotes', { load: 'L' }),
  ]

  it('keeps only this load’s road updates and documents', () => {
    expect(waitingFor(waiting, 'L')).toHaveLength(3)
  })

  it('shows a stop arrived and departed at the device times, waiting to be sent', () => {
    expect(stopAsDone(pickup, waitingFor(waiting, 'L'))).toEqual({
      arrivedAt: '2030-03-02 08:10:00.000Z',
      departedAt: '2030-03-02 09:00:00.000Z',
      arrivalWaiting: true,
      departureWaiting: true,
    })
  })

  it('expects the load on the road after leaving the pickup, and knows a proof waits', () => {
    expect(statusAsDone({ status: 'dispatched' }, [pickup], waitingFor(waiting, 'L'))).toBe('in_transit')
    expect(hasWaitingProof(waitingFor(waiting, 'L'))).toBe(true)
  })
})
