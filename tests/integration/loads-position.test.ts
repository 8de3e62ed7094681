import { beforeAll, describe, expect, it } from 'vitest'
import { admin, fieldErrorsOf, superuser } from './helpers'
import { loadPeople, makeLoad, roadUpdate, type LoadPeople } from './load-fixtures'

/**
 * Road updates may carry where the driver was (when they share it): stored with the update,
 * range-checked, and the latest one kept on the load for dispatch, never on the customer's copy.
 * Only the driver's updates move it, and a device time cannot place one in the future.
 */

let people: LoadPeople
beforeAll(async () => {
  people = await loadPeople()
})

const at = (hour: number) => `2025-03-02 ${String(hour).padStart(2, '0')}:00:00.000Z`

describe('a road update’s position', () => {
  it('is stored, and the latest by device time is the load’s last position', async () => {
    const { load, pickup } = await makeLoad(people, { dispatched: true })
    const updates = people.driver.client.collection('load_updates')
    const arrived = await updates.create(roadUpdate(load, 'arrived', { stop: pickup.id, happened_at: at(9), latitude: 39.7589, longitude: -84.1916 }))
    expect(arrived).toMatchObject({ latitude: 39.7589, longitude: -84.1916 })
    // Sent later by the outbox, but it happened earlier: it does not move the last position back.
    await updates.create(roadUpdate(load, 'note', { note: 'Fuel', happened_at: at(8), latitude: 39.9, longitude: -84.0 }))
    // No position: the last one stays.
    await updates.create(roadUpdate(load, 'note', { note: 'Scale', happened_at: at(10) }))
    const stored = await (await superuser()).collection('loads').getOne(load.id)
    expect(stored).toMatchObject({ last_latitude: 39.7589, last_longitude: -84.1916, last_position_at: at(9) })
    const shipment = await people.customer.client.collection('shipments').getFirstListItem(`load = "${load.id}"`)
    expect(JSON.stringify(shipment)).not.toContain('39.7589')
  })

  it.each([
    ['latitude', { latitude: 90.5, longitude: 10 }],
    ['latitude', { latitude: -91, longitude: 10 }],
    ['longitude', { latitude: 10, longitude: 180.01 }],
    ['longitude', { latitude: 10, longitude: -200 }],
  ])('refuses a %s out of range, and nothing changes', async (field, position) => {
    const { load, pickup } = await makeLoad(people, { dispatched: true })
    const errors = await fieldErrorsOf(people.driver.client.collection('load_updates').create(roadUpdate(load, 'arrived', { stop: pickup.id, ...position })))
    expect(errors).toHaveProperty(field)
    expect((await (await superuser()).collection('load_stops').getOne(pickup.id)).arrived_at).toBe('')
  })

  it('is the driver’s only: a pilot’s update, even before they answer the offer, keeps its position to itself', async () => {
    const { load, pickup } = await makeLoad(people, { dispatched: true })
    await people.driver.client.collection('load_updates').create(roadUpdate(load, 'arrived', { stop: pickup.id, happened_at: at(9), latitude: 39.7589, longitude: -84.1916 }))
    const note = await people.pilot.client
      .collection('load_updates')
      .create(roadUpdate(load, 'note', { note: 'Behind the load', happened_at: at(11), latitude: 1.5, longitude: 2.5 }))
    expect(note).toMatchObject({ latitude: 1.5, longitude: 2.5 })
    const stored = await (await superuser()).collection('loads').getOne(load.id)
    expect(stored).toMatchObject({ last_latitude: 39.7589, last_longitude: -84.1916, last_position_at: at(9) })
  })

  it('sent with a device time in the future counts as arrived now, and later updates still move the load', async () => {
    const { load } = await makeLoad(people, { dispatched: true })
    const updates = people.driver.client.collection('load_updates')
    const ahead = await updates.create(roadUpdate(load, 'note', { note: 'Clock ahead', happened_at: '2099-12-31 00:00:00.000Z', latitude: 10, longitude: 20 }))
    expect(Date.parse(ahead.happened_at)).toBeLessThanOrEqual(Date.now() + 1000)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const later = new Date().toISOString().replace('T', ' ')
    await updates.create(roadUpdate(load, 'note', { note: 'Fuel', happened_at: later, latitude: 39.9, longitude: -84 }))
    const stored = await (await superuser()).collection('loads').getOne(load.id)
    expect(stored).toMatchObject({ last_latitude: 39.9, last_longitude: -84 })
    expect(stored.last_update_at.startsWith('2099')).toBe(false)
  })

  it('dispatch cannot set the last position itself', async () => {
    const { load } = await makeLoad(people)
    const updated = await (await admin()).collection('loads').update(load.id, { last_latitude: 1, last_longitude: 2, last_position_at: at(7) })
    expect(updated).toMatchObject({ last_latitude: 0, last_longitude: 0, last_position_at: '' })
  })
})
