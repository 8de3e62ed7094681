import { beforeAll, describe, expect, it } from 'vitest'
import { admin, createUser, fieldErrorsOf, superuser } from './helpers'
import { loadInput, loadPeople, makeLoad, proofOfDelivery, roadUpdate, type LoadPeople } from './load-fixtures'

/** The load status machine and what road updates do, checked by the server whoever asks. */

let people: LoadPeople
beforeAll(async () => {
  people = await loadPeople()
})

const stored = async (collection: string, id: string) => (await superuser()).collection(collection).getOne(id)

describe('dispatch moves a load along scheduled, dispatched, in transit, delivered', () => {
  it('refuses skipping a step, going back, or leaving a final status', async () => {
    const dispatch = await admin()
    const { load } = await makeLoad(people)
    const move = (status: string) => fieldErrorsOf(dispatch.collection('loads').update(load.id, { status }))
    expect((await move('in_transit')).status).toMatchObject({ code: 'validation_status_transition' })
    expect(await move('dispatched')).toEqual({})
    expect((await move('scheduled')).status).toMatchObject({ code: 'validation_status_transition' })
    expect(await move('cancelled')).toEqual({})
    expect((await move('dispatched')).status).toMatchObject({ message: 'A load cannot go from cancelled to dispatched.' })
  })

  it('refuses dispatching without a driver and delivering without a proof of delivery', async () => {
    const dispatch = await admin()
    const bare = await dispatch.collection('loads').create(loadInput())
    expect(bare.status).toBe('scheduled')
    expect((await fieldErrorsOf(dispatch.collection('loads').update(bare.id, { status: 'dispatched' }))).status).toMatchObject({
      code: 'validation_no_driver',
    })
    const { load } = await makeLoad(people, { dispatched: true })
    await dispatch.collection('loads').update(load.id, { status: 'in_transit' })
    expect((await fieldErrorsOf(dispatch.collection('loads').update(load.id, { status: 'delivered' }))).status).toMatchObject({
      code: 'validation_no_proof_of_delivery',
    })
  })

  it('a load made from a quote links the customer and marks the quote reviewed', async () => {
    const { load, quote } = await makeLoad(people, { dispatch: await admin() })
    expect(load).toMatchObject({ status: 'scheduled', customer: people.customer.record.id, driver_response: 'pending' })
    expect((await stored('quotes', quote.id)).status).toBe('reviewed')
  })

  it('a new load always starts scheduled, and the driver’s answer is the server’s', async () => {
    const dispatch = await admin()
    const load = await dispatch.collection('loads').create(loadInput({ status: 'delivered', driver_response: 'accepted' }))
    expect(load).toMatchObject({ status: 'scheduled', driver_response: '' })
    const updated = await dispatch.collection('loads').update(load.id, { driver_response: 'accepted', last_update_at: '2020-01-01' })
    expect(updated).toMatchObject({ driver_response: '', last_update_at: '' })
  })
})

describe('the driver works the load from the road', () => {
  it('accept, arrive, depart, deliver with proof: exactly once each, with device times', async () => {
    const { load, pickup, delivery } = await makeLoad(people)
    const updates = people.driver.client.collection('load_updates')
    await updates.create(roadUpdate(load, 'accepted'))
    expect((await stored('loads', load.id)).status).toBe('dispatched')

    const arrived = roadUpdate(load, 'arrived', { stop: pickup.id, happened_at: '2025-03-02 08:10:00.000Z' })
    await updates.create(arrived)
    expect((await fieldErrorsOf(updates.create(arrived))).id).toMatchObject({ code: 'validation_not_unique' })
    await updates.create(roadUpdate(load, 'departed', { stop: pickup.id, happened_at: '2025-03-02 09:00:00.000Z' }))
    expect(await stored('load_stops', pickup.id)).toMatchObject({
      arrived_at: '2025-03-02 08:10:00.000Z',
      departed_at: '2025-03-02 09:00:00.000Z',
    })
    expect((await stored('loads', load.id)).status).toBe('in_transit')

    await updates.create(roadUpdate(load, 'arrived', { stop: delivery.id }))
    expect((await fieldErrorsOf(updates.create(roadUpdate(load, 'delivered')))).kind).toMatchObject({ code: 'validation_road_update' })
    const documents = people.driver.client.collection('load_documents')
    expect(await fieldErrorsOf(documents.create(proofOfDelivery(load, false)))).toHaveProperty('signature')
    await documents.create(proofOfDelivery(load))
    await updates.create(roadUpdate(load, 'delivered', { note: 'Signed by J. Ruiz' }))

    expect((await stored('loads', load.id)).status).toBe('delivered')
    const sent = await (await superuser()).collection('load_updates').getFullList({ filter: `load = "${load.id}"` })
    expect(sent.map((update) => update.kind).sort()).toEqual(['accepted', 'arrived', 'arrived', 'delivered', 'departed'])
    expect(sent.every((update) => update.author === people.driver.record.id)).toBe(true)
    const shipment = await people.customer.client.collection('shipments').getFirstListItem(`load = "${load.id}"`)
    expect(shipment.status).toBe('delivered')
    expect(shipment.stops[0]).toMatchObject({ kind: 'pickup', arrived_at: '2025-03-02 08:10:00.000Z' })
    expect(shipment.last_update_at).not.toBe('')
  })

  it('refuses road updates out of order', async () => {
    const { load, pickup } = await makeLoad(people)
    const updates = people.driver.client.collection('load_updates')
    const early = await fieldErrorsOf(updates.create(roadUpdate(load, 'arrived', { stop: pickup.id })))
    expect(early.kind).toMatchObject({ message: 'This load has not been dispatched yet.' })
    await updates.create(roadUpdate(load, 'accepted'))
    expect(await fieldErrorsOf(updates.create(roadUpdate(load, 'departed', { stop: pickup.id })))).toHaveProperty('kind')
    expect(await fieldErrorsOf(updates.create(roadUpdate(load, 'delivered')))).toHaveProperty('kind')
    expect(await fieldErrorsOf(updates.create(roadUpdate(load, 'accepted')))).toHaveProperty('kind')
  })

  it('declining needs a reason, and the answer reaches dispatch', async () => {
    const { load } = await makeLoad(people)
    const updates = people.driver.client.collection('load_updates')
    expect(await fieldErrorsOf(updates.create(roadUpdate(load, 'declined')))).toHaveProperty('note')
    await updates.create(roadUpdate(load, 'declined', { note: 'Hours of service' }))
    expect(await stored('loads', load.id)).toMatchObject({ driver_response: 'declined', driver_decline_reason: 'Hours of service' })
  })

  it('a reassigned driver no longer reads the load', async () => {
    const { load } = await makeLoad(people)
    const next = await createUser({ roles: ['driver'] })
    await (await admin()).collection('loads').update(load.id, { driver: next.record.id })
    expect((await people.driver.client.collection('loads').getList(1, 1, { filter: `id = "${load.id}"` })).totalItems).toBe(0)
    expect((await stored('loads', load.id)).driver_response).toBe('pending')
  })
})

describe('the pilot answers an offer', () => {
  it('once: accepted, then a second answer is refused', async () => {
    const { load } = await makeLoad(people)
    const updates = people.pilot.client.collection('load_updates')
    await updates.create(roadUpdate(load, 'escort_accepted', { happened_at: '2025-03-01 07:00:00.000Z' }))
    const [assignment] = await (await superuser()).collection('escort_assignments').getFullList({ filter: `load = "${load.id}"` })
    expect(assignment).toMatchObject({ status: 'accepted', responded_at: '2025-03-01 07:00:00.000Z' })
    expect(await fieldErrorsOf(updates.create(roadUpdate(load, 'escort_declined', { note: 'x' })))).toHaveProperty('kind')
  })
})
