import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, fieldErrorsOf, pdfFile, statusOf, superuser } from './helpers'
import { loadPeople, makeLoad, roadUpdate, type LoadPeople } from './load-fixtures'

/**
 * Dispatch edits a load after creating it: stops added in between, moved, edited and removed,
 * documents added and removed. Only admins; what the road already did stays put.
 */

let people: LoadPeople
let dispatch: PocketBase
beforeAll(async () => {
  people = await loadPeople()
  dispatch = await admin()
})

async function placesInOrder(loadId: string) {
  const stops = await (await superuser()).collection('load_stops').getFullList({ filter: `load = "${loadId}"`, sort: 'position,created' })
  return stops.map(({ place, position }) => `${position}:${place}`)
}

const driverSends = (load: { id: string }, kind: string, stop: { id: string }) =>
  people.driver.client.collection('load_updates').create(roadUpdate(load as never, kind, { stop: stop.id }))

describe('dispatch edits the stops', () => {
  it('adds a stop in between, moves it, edits it and removes it, the others renumbered; one without a place in the order goes last', async () => {
    const { load } = await makeLoad(people)
    const stops = dispatch.collection('load_stops')
    const middle = await stops.create({ load: load.id, position: 1, kind: 'stop', place: 'Fort Wayne, IN' })
    expect(await placesInOrder(load.id)).toEqual(['0:Dayton, OH', '1:Fort Wayne, IN', '2:Gary, IN'])
    await stops.update(middle.id, { position: 0 })
    expect(await placesInOrder(load.id)).toEqual(['0:Fort Wayne, IN', '1:Dayton, OH', '2:Gary, IN'])
    await stops.update(middle.id, { position: 1, place: 'Lima, OH', contact_name: 'Sam', window_start: '2030-03-02 12:00:00.000Z' })
    expect(await placesInOrder(load.id)).toEqual(['0:Dayton, OH', '1:Lima, OH', '2:Gary, IN'])
    await stops.delete(middle.id)
    expect(await placesInOrder(load.id)).toEqual(['0:Dayton, OH', '1:Gary, IN'])
    await stops.create({ load: load.id, kind: 'stop', place: 'Chicago, IL' })
    expect(await placesInOrder(load.id)).toEqual(['0:Dayton, OH', '1:Gary, IN', '2:Chicago, IL'])
    const shipment = await people.customer.client.collection('shipments').getFirstListItem(`load = "${load.id}"`)
    expect(shipment.stops.map(({ place }: { place: string }) => place)).toEqual(['Dayton, OH', 'Gary, IN', 'Chicago, IL'])
  })

  it('refuses removing a stop already arrived at, or putting a stop before it', async () => {
    const { load, pickup, delivery } = await makeLoad(people, { dispatched: true })
    await driverSends(load, 'arrived', pickup)
    expect((await fieldErrorsOf(dispatch.collection('load_stops').delete(pickup.id))).id).toMatchObject({
      code: 'validation_stop_arrived',
      message: 'A stop already arrived at cannot be removed.',
    })
    expect(await statusOf(dispatch.collection('load_stops').getOne(pickup.id))).toBe(200)
    const before = { load: load.id, position: 0, kind: 'stop', place: 'Springfield, OH' }
    expect((await fieldErrorsOf(dispatch.collection('load_stops').create(before))).position).toMatchObject({
      code: 'validation_stop_position',
    })
    expect((await fieldErrorsOf(dispatch.collection('load_stops').update(delivery.id, { position: 0 }))).position).toMatchObject({
      message: 'A stop cannot go before a stop already arrived at.',
    })
    expect((await fieldErrorsOf(dispatch.collection('load_stops').update(pickup.id, { position: 1 }))).position).toMatchObject({
      message: 'A stop already arrived at keeps its place.',
    })
    expect(await placesInOrder(load.id)).toEqual(['0:Dayton, OH', '1:Gary, IN'])
  })

  it('fixes the order once the load is in transit, but still takes a stop after those arrived at', async () => {
    const { load, pickup, delivery } = await makeLoad(people, { dispatched: true })
    await driverSends(load, 'arrived', pickup)
    await driverSends(load, 'departed', pickup)
    const fuel = await dispatch.collection('load_stops').create({ load: load.id, position: 1, kind: 'stop', place: 'Fuel, Lima OH' })
    expect(await placesInOrder(load.id)).toEqual(['0:Dayton, OH', '1:Fuel, Lima OH', '2:Gary, IN'])
    expect((await fieldErrorsOf(dispatch.collection('load_stops').update(delivery.id, { position: 1 }))).position).toMatchObject({
      message: 'Stops are reordered only before the load is in transit.',
    })
    await dispatch.collection('load_stops').update(fuel.id, { contact_phone: '(419) 555-0100' })
    await dispatch.collection('load_stops').delete(fuel.id)
    expect(await placesInOrder(load.id)).toEqual(['0:Dayton, OH', '1:Gary, IN'])
  })

  it('only admins add, change or remove stops', async () => {
    const { load, delivery } = await makeLoad(people)
    for (const client of [people.driver.client, people.pilot.client, people.customer.client]) {
      const stops = client.collection('load_stops')
      expect(await statusOf(stops.create({ load: load.id, position: 1, kind: 'stop', place: 'Elsewhere' }))).not.toBe(200)
      expect(await statusOf(stops.update(delivery.id, { place: 'Elsewhere' }))).not.toBe(200)
      expect(await statusOf(stops.delete(delivery.id))).not.toBe(200)
    }
    expect(await placesInOrder(load.id)).toEqual(['0:Dayton, OH', '1:Gary, IN'])
  })
})

describe('dispatch edits the documents', () => {
  it('adds a permit and removes one; no one else may', async () => {
    const { load, permit } = await makeLoad(people)
    const form = new FormData()
    form.append('load', load.id)
    form.append('kind', 'permit')
    form.append('title', 'Indiana permit')
    form.append('file', pdfFile('indiana-permit.pdf'))
    const added = await dispatch.collection('load_documents').create(form)
    expect(await statusOf(people.driver.client.collection('load_documents').getOne(added.id))).toBe(200)
    for (const client of [people.driver.client, people.pilot.client, people.customer.client]) {
      expect(await statusOf(client.collection('load_documents').delete(permit.id))).not.toBe(200)
      expect(await statusOf(client.collection('load_documents').update(permit.id, { title: 'x' }))).not.toBe(200)
    }
    await dispatch.collection('load_documents').delete(permit.id)
    const left = await (await superuser()).collection('load_documents').getFullList({ filter: `load = "${load.id}"` })
    expect(left.map(({ title }) => title)).toEqual(['Indiana permit'])
  })
})
