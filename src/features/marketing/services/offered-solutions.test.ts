import { describe, expect, it } from 'vitest'
import { solutions } from '../../../content/services/overview'
import type { ServiceRecord } from '../../../lib/record-types'
import { offeredSolutions, writtenSolutions } from './offered-solutions'

function service(fields: Partial<ServiceRecord>): ServiceRecord {
  return {
    id: 'svc000000000001',
    collectionId: 'pbc_services',
    collectionName: 'services',
    name: 'Port Pickups',
    category: 'Heavy Haul',
    short_description: 'Straight from the hook.',
    price: 'Custom quote',
    active: true,
    sort_order: 1,
    anchor: 'port',
    created: '2026-01-01 00:00:00.000Z',
    updated: '2026-01-01 00:00:00.000Z',
    ...fields,
  }
}

describe('writtenSolutions', () => {
  it('is every solution of the page with its anchor, in the written order', () => {
    expect(writtenSolutions.cards.map((card) => card.anchor)).toEqual(solutions.map((solution) => solution.anchor))
    expect(writtenSolutions.details).toBe(solutions)
  })
})

describe('offeredSolutions', () => {
  it('shows the services in their order, under the names and texts they were given', () => {
    const { cards } = offeredSolutions([
      service({ id: 'a', name: 'Military & Defense', short_description: 'Secure moves.', anchor: 'military' }),
      service({ id: 'b' }),
    ])
    expect(cards.map(({ title, summary, anchor }) => ({ title, summary, anchor }))).toEqual([
      { title: 'Military & Defense', summary: 'Secure moves.', anchor: 'military' },
      { title: 'Port Pickups', summary: 'Straight from the hook.', anchor: 'port' },
    ])
    expect(cards[0]?.icon).toBe(solutions.find((solution) => solution.anchor === 'military')?.icon)
  })

  it('keeps only the detailed sections of the services offered, titled as the service', () => {
    const { details } = offeredSolutions([service({ name: 'Port & Rail Pickups' })])
    expect(details.map(({ anchor, title }) => ({ anchor, title }))).toEqual([{ anchor: 'port', title: 'Port & Rail Pickups' }])
  })

  it('gives a service without a section of its own a card that links nowhere', () => {
    const { cards, details } = offeredSolutions([service({ id: 'crane1', name: 'Crane Rental', anchor: '' })])
    expect(cards).toEqual([expect.objectContaining({ key: 'crane1', anchor: undefined, title: 'Crane Rental' })])
    expect(details).toEqual([])
  })
})
