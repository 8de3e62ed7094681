import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../../tests/unit/render-with-mantine'
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry'
import type { LoadDocumentRecord, TypedPocketBase } from '../../../lib/record-types'
import { EscortJobCard } from './escort-job-card'
import type { EscortJob, EscortLoad } from './escort-jobs'

afterEach(cleanup)

const details: EscortLoad = {
  status: 'dispatched',
  pickup_date: '2030-03-02 08:00:00.000Z',
  equipment: 'Lowboy',
  length: 42,
  width: 12,
  height: 11,
  weight_lb: 95000,
  load_class: 'heavy_haul',
  route_states: ['OH', 'IN'],
  special_instructions: 'Escort front and rear in Indiana',
  stops: [
    { id: 'stop1', kind: 'pickup', place: 'Dayton, OH', window_start: '', window_end: '' },
    { id: 'stop2', kind: 'delivery', place: 'Gary, IN', window_start: '', window_end: '', contact_name: 'Lee', contact_phone: '555-0100' },
  ],
}
const permit = { id: 'doc1', kind: 'permit', title: 'Ohio permit', file: 'ohio.pdf' } as LoadDocumentRecord
const job = (overrides: Partial<EscortJob>): EscortJob => ({
  id: 'assignment1',
  load: 'load1',
  status: 'offered',
  decline_reason: '',
  responded_at: '',
  created: '',
  details,
  driver: null,
  documents: [],
  ...overrides,
})

function renderCard(shown: EscortJob, waitingAnswer?: OutboxEntry) {
  const send = { busy: null, run: vi.fn() }
  renderWithMantine(<EscortJobCard pb={{} as TypedPocketBase} job={shown} waitingAnswer={waitingAnswer} send={send} />)
  return screen.getAllByRole('listitem')[0]!
}

describe('EscortJobCard', { timeout: 30_000 }, () => {
  it('an accepted job shows the driver to call, the stops with their contacts, the facts and the permits', () => {
    const card = renderCard(job({ status: 'accepted', driver: { name: 'Sam Ortega', phone: '(555) 010-7777' }, documents: [permit] }))
    expect(card).toHaveAccessibleName('Escort of Dayton, OH → Gary, IN')
    expect(within(card).getByText('Sam Ortega')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: '(555) 010-7777' })).toHaveAttribute('href', 'tel:5550107777')
    const delivery = within(card).getByRole('listitem', { name: 'Stop 2, Delivery: Gary, IN' })
    expect(within(delivery).getByRole('link', { name: '555-0100' })).toBeInTheDocument()
    expect(within(card).getByText('Contact: Lee')).toBeInTheDocument()
    expect(within(card).getByText('95,000 lb')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Permit: Ohio permit' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument()
  })

  it('an offer shows what to decide on and the answer', () => {
    const card = renderCard(job({}))
    expect(within(card).getByText('States: OH, IN')).toBeInTheDocument()
    // Each place in its own direction: right-to-left names stay on their side of the arrow.
    expect([...card.querySelectorAll('bdi')].map((place) => place.textContent)).toEqual(['Dayton, OH', 'Gary, IN'])
    expect(within(card).getByRole('button', { name: 'Accept the escort of Dayton, OH → Gary, IN' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument()
    expect(within(card).queryByText('Driver')).not.toBeInTheDocument()
  })

  it('a declined offer shows only the answer given', () => {
    const card = renderCard(job({ status: 'declined', decline_reason: 'Booked that week', details: null }))
    expect(card).toHaveAccessibleName('Declined escort offer')
    expect(within(card).getByText('You declined this offer: Booked that week.')).toBeInTheDocument()
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
  })

  it('an offer of a load that has since been delivered can no longer be answered', () => {
    const card = renderCard(job({ details: { ...details, status: 'delivered' } }))
    expect(within(card).getByText('This offer is closed: the load is no longer running.')).toBeInTheDocument()
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
    // Its own status says so too, beside the load's: not "Offered", which reads as still open.
    expect([...card.querySelectorAll('.mantine-Badge-label')].map((badge) => badge.textContent)).toEqual(['Status: Closed', 'Status: Delivered'])
  })

  it('a refused answer gives the server reason, not its generic message', () => {
    const refused = {
      status: 'rejected',
      fields: { kind: 'escort_accepted' },
      rejection: { message: 'Failed to save the record.', fieldErrors: { kind: 'This load is cancelled.' } },
    } as unknown as OutboxEntry
    const card = renderCard(job({}), refused)
    expect(within(card).getByRole('alert')).toHaveTextContent('Not accepted: This load is cancelled.')
    expect(within(card).queryByText('Waiting to send')).not.toBeInTheDocument()
    expect(within(card).queryByText(/accepted/i, { selector: '.mantine-Badge-label' })).not.toBeInTheDocument()
  })
})
