import type { RecordModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { fieldErrorsOf, superuser } from './helpers'
import { loadPeople, makeLoad, proofOfDelivery, roadUpdate, type LoadPeople, type LoadWorld } from './load-fixtures'

/**
 * The stops are worked in order, checked by the server: arrive at a stop only after leaving
 * the one before, depart only after arriving, each once, and deliver only after arriving at
 * the last stop. What a driver does in order (as the outbox sends it) is always accepted.
 */

let people: LoadPeople
beforeAll(async () => {
  people = await loadPeople()
})

interface ThreeStops extends LoadWorld {
  middle: RecordModel
}

/** An accepted load from Dayton through Fort Wayne to Gary. */
async function threeStopLoad(): Promise<ThreeStops> {
  const world = await makeLoad(people)
  const su = await superuser()
  await su.collection('load_stops').update(world.delivery.id, { position: 2 })
  const middle = await su.collection('load_stops').create({ load: world.load.id, position: 1, kind: 'stop', place: 'Fort Wayne, IN' })
  await people.driver.client.collection('load_updates').create(roadUpdate(world.load, 'accepted'))
  return { ...world, middle }
}

const send = (load: RecordModel, kind: string, stop?: RecordModel, extra: Record<string, unknown> = {}) =>
  fieldErrorsOf(people.driver.client.collection('load_updates').create(roadUpdate(load, kind, { stop: stop?.id ?? '', ...extra })))

describe('stops are worked in order', () => {
  it('refuses arriving at a stop before the previous one was departed from', async () => {
    const { load, pickup, middle, delivery } = await threeStopLoad()
    expect((await send(load, 'arrived', middle)).kind).toMatchObject({
      code: 'validation_stop_order',
      message: 'Record the departure from Dayton, OH before arriving at Fort Wayne, IN.',
    })
    expect(await send(load, 'arrived', pickup)).toEqual({})
    expect((await send(load, 'arrived', middle)).kind).toMatchObject({ code: 'validation_stop_order' })
    expect(await send(load, 'departed', pickup)).toEqual({})
    expect((await send(load, 'arrived', delivery)).kind).toMatchObject({
      message: 'Record the departure from Fort Wayne, IN before arriving at Gary, IN.',
    })
    expect(await send(load, 'arrived', middle)).toEqual({})
    const stored = await (await superuser()).collection('load_stops').getOne(delivery.id)
    expect(stored.arrived_at).toBe('')
  })

  it('refuses departing before arriving, and recording either twice', async () => {
    const { load, pickup } = await threeStopLoad()
    expect((await send(load, 'departed', pickup)).kind).toMatchObject({ message: 'Record the arrival at this stop first.' })
    expect(await send(load, 'arrived', pickup)).toEqual({})
    expect((await send(load, 'arrived', pickup)).kind).toMatchObject({ message: 'Arrival at this stop is already recorded.' })
    expect(await send(load, 'departed', pickup)).toEqual({})
    expect((await send(load, 'departed', pickup)).kind).toMatchObject({ message: 'Departure from this stop is already recorded.' })
  })

  it('refuses Delivered before the last stop was arrived at, even with a proof of delivery', async () => {
    const { load, pickup, middle, delivery } = await threeStopLoad()
    for (const [kind, stop] of [['arrived', pickup], ['departed', pickup], ['arrived', middle], ['departed', middle]] as const) {
      expect(await send(load, kind, stop)).toEqual({})
    }
    await people.driver.client.collection('load_documents').create(proofOfDelivery(load))
    expect((await send(load, 'delivered')).kind).toMatchObject({
      code: 'validation_stop_order',
      message: 'Record the arrival at Gary, IN before marking the load delivered.',
    })
    expect((await (await superuser()).collection('loads').getOne(load.id)).status).toBe('in_transit')
    expect(await send(load, 'arrived', delivery)).toEqual({})
    expect(await send(load, 'delivered')).toEqual({})
  })

  it('accepts a whole day worked in order offline and sent later, with its device times', async () => {
    const { load, pickup, middle, delivery } = await threeStopLoad()
    const proof = proofOfDelivery(load)
    const steps: [string, RecordModel | undefined][] = [
      ['arrived', pickup],
      ['departed', pickup],
      ['arrived', middle],
      ['departed', middle],
      ['arrived', delivery],
    ]
    const hour = (index: number) => `2025-03-02 ${String(8 + index).padStart(2, '0')}:00:00.000Z`
    for (const [index, [kind, stop]] of steps.entries()) {
      expect(await send(load, kind, stop, { happened_at: hour(index) })).toEqual({})
    }
    await people.driver.client.collection('load_documents').create(proof)
    expect(await send(load, 'delivered', undefined, { happened_at: hour(steps.length) })).toEqual({})
    const stored = await (await superuser()).collection('load_stops').getOne(delivery.id)
    expect(stored.arrived_at).toBe(hour(4))
    expect((await (await superuser()).collection('loads').getOne(load.id)).status).toBe('delivered')
  })
})
