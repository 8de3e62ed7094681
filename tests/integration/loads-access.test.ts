import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, anonymous, createUser, fieldErrorsOf, pngFile, statusOf, superuser, type SignedInUser } from './helpers'
import { loadInput, loadPeople, makeLoad, proofOfDelivery, roadUpdate, type LoadPeople, type LoadWorld } from './load-fixtures'

/**
 * Who reads and writes loads (DESIGN.md "Who may do what"): the assigned driver their own
 * loads, stops and documents; a pilot only loads they accepted to escort (an offer's facts
 * come through /api/escort-jobs, see loads-escort-privacy.test.ts); a customer only the
 * shipment status of their own quotes; only admins create, assign or cancel.
 */

let people: LoadPeople
let world: LoadWorld
let otherDriver: SignedInUser
let otherPilot: SignedInUser
let otherCustomer: SignedInUser

beforeAll(async () => {
  people = await loadPeople()
  ;[otherDriver, otherPilot, otherCustomer] = await Promise.all([
    createUser({ roles: ['driver'] }),
    createUser({ roles: ['pilot_car'] }),
    createUser({ roles: ['freight_broker'] }),
  ])
  world = await makeLoad(people)
})

type Reader = 'driver' | 'pilot' | 'customer' | 'otherDriver' | 'otherPilot' | 'otherCustomer' | 'anonymous' | 'admin'

async function clientOf(reader: Reader): Promise<PocketBase> {
  if (reader === 'anonymous') return anonymous()
  if (reader === 'admin') return admin()
  const users = { ...people, otherDriver, otherPilot, otherCustomer }
  return users[reader].client
}

const loadReaders: Record<Reader, boolean> = {
  driver: true,
  // Offered the escort, not yet answered.
  pilot: false,
  admin: true,
  customer: false,
  otherDriver: false,
  otherPilot: false,
  otherCustomer: false,
  anonymous: false,
}

describe.each(Object.entries(loadReaders) as [Reader, boolean][])('as %s', (reader, reads) => {
  let client: PocketBase
  beforeAll(async () => {
    client = await clientOf(reader)
  })

  it.each([
    ['loads', () => world.load.id],
    ['load_stops', () => world.delivery.id],
    ['load_documents', () => world.permit.id],
  ])(`${reads ? 'reads' : 'cannot read'} the %s record`, async (collection, id) => {
    expect(await statusOf(client.collection(collection).getOne(id()))).toBe(reads ? 200 : 404)
    const listed = await client.collection(collection).getList(1, 5, { filter: client.filter('id = {:id}', { id: id() }) })
    expect(listed.totalItems).toBe(reads ? 1 : 0)
  })

  it(`${reader === 'customer' || reader === 'admin' ? 'reads' : 'cannot read'} the shipment status`, async () => {
    const listed = await client.collection('shipments').getList(1, 5, { filter: client.filter('load = {:id}', { id: world.load.id }) })
    expect(listed.totalItems).toBe(reader === 'customer' || reader === 'admin' ? 1 : 0)
  })

  if (reader !== 'admin') {
    it('cannot create, assign, cancel or delete a load', async () => {
      expect(await statusOf(client.collection('loads').create(loadInput()))).not.toBe(200)
      expect(await statusOf(client.collection('loads').update(world.load.id, { driver: otherDriver.record.id }))).not.toBe(200)
      expect(await statusOf(client.collection('loads').update(world.load.id, { status: 'cancelled' }))).not.toBe(200)
      expect(await statusOf(client.collection('loads').delete(world.load.id))).not.toBe(200)
      const stored = await (await superuser()).collection('loads').getOne(world.load.id)
      expect(stored).toMatchObject({ driver: people.driver.record.id, status: 'scheduled' })
    })

    it('cannot add or change stops, or offer the load to a pilot', async () => {
      const stops = client.collection('load_stops')
      expect(await statusOf(stops.create({ load: world.load.id, kind: 'stop', place: 'Elsewhere' }))).not.toBe(200)
      expect(await statusOf(stops.update(world.pickup.id, { arrived_at: '2030-01-01 00:00:00.000Z' }))).not.toBe(200)
      const offer = { load: world.load.id, pilot: otherPilot.record.id, status: 'accepted' }
      expect(await statusOf(client.collection('escort_assignments').create(offer))).not.toBe(200)
    })
  }
})

describe('the customer', () => {
  it('sees the status and stop places, not the driver or the instructions', async () => {
    const [shipment] = await people.customer.client.collection('shipments').getFullList()
    expect(shipment).toMatchObject({ status: 'scheduled', quote: world.quote.id })
    expect(JSON.stringify(shipment)).not.toContain(people.driver.record.id)
    expect(JSON.stringify(shipment)).not.toContain('Escort front')
    expect(JSON.stringify(shipment)).not.toContain('5550100')
  })
})

describe('documents', () => {
  it('the driver downloads a permit with a file token; another driver cannot', async () => {
    const { client } = people.driver
    const token = await client.files.getToken()
    const url = client.files.getURL(world.permit, world.permit.file as string, { token })
    expect((await fetch(url)).status).toBe(200)
    const otherToken = await otherDriver.client.files.getToken()
    const otherUrl = otherDriver.client.files.getURL(world.permit, world.permit.file as string, { token: otherToken })
    expect((await fetch(otherUrl)).status).not.toBe(200)
  })

  it('a driver cannot add a permit, nor a proof of delivery to another driver’s load', async () => {
    const permit = proofOfDelivery(world.load)
    permit.set('kind', 'permit')
    expect(await statusOf(people.driver.client.collection('load_documents').create(permit))).not.toBe(200)
    expect(await statusOf(otherDriver.client.collection('load_documents').create(proofOfDelivery(world.load)))).not.toBe(200)
    expect(await statusOf(people.pilot.client.collection('load_documents').create(proofOfDelivery(world.load)))).not.toBe(200)
  })
})

describe('road updates', () => {
  it.each([
    ['another driver', () => otherDriver.client, 'note'],
    ['the customer', () => people.customer.client, 'note'],
    ['a pilot not offered the load', () => otherPilot.client, 'escort_accepted'],
    ['the offered pilot, as a driver', () => people.pilot.client, 'accepted'],
    ['the driver, as a pilot', () => people.driver.client, 'escort_accepted'],
  ])('%s cannot send one', async (_label, client, kind) => {
    expect(await statusOf(client().collection('load_updates').create(roadUpdate(world.load, kind)))).toBe(400)
  })

  it('another driver cannot read the driver’s updates', async () => {
    const sent = await people.driver.client.collection('load_updates').create(roadUpdate(world.load, 'note', { note: 'Fuel stop' }))
    expect(await statusOf(otherDriver.client.collection('load_updates').getOne(sent.id))).toBe(404)
    expect(await statusOf(people.driver.client.collection('load_updates').getOne(sent.id))).toBe(200)
  })

  it('nobody but superusers changes or deletes one', async () => {
    const sent = await people.driver.client.collection('load_updates').create(roadUpdate(world.load, 'note', { note: 'Scale' }))
    for (const client of [people.driver.client, await admin()]) {
      expect(await statusOf(client.collection('load_updates').update(sent.id, { note: 'changed' }))).not.toBe(200)
      expect(await statusOf(client.collection('load_updates').delete(sent.id))).not.toBe(200)
    }
  })
})

describe('pilot availability and certifications', () => {
  it.each(['pilot_availability', 'escort_certifications'])('%s: a pilot keeps their own, nobody else’s', async (collection) => {
    const body =
      collection === 'pilot_availability'
        ? { starts_on: '2030-03-01 00:00:00.000Z', ends_on: '2030-03-10 00:00:00.000Z', home_base: 'Dayton, OH' }
        : { state: 'OH', expires_on: '2031-01-01 00:00:00.000Z' }
    const own = await people.pilot.client.collection(collection).create({ ...body, pilot: people.pilot.record.id })
    expect(await statusOf(people.pilot.client.collection(collection).create({ ...body, pilot: otherPilot.record.id }))).toBe(400)
    expect(await statusOf(people.driver.client.collection(collection).create({ ...body, pilot: people.driver.record.id }))).toBe(400)
    expect(await statusOf(otherPilot.client.collection(collection).getOne(own.id))).toBe(404)
    expect(await statusOf(otherPilot.client.collection(collection).update(own.id, { pilot: otherPilot.record.id }))).toBe(404)
    expect(await statusOf(people.pilot.client.collection(collection).update(own.id, { pilot: otherPilot.record.id }))).not.toBe(200)
    expect(await statusOf((await admin()).collection(collection).getOne(own.id))).toBe(200)
  })

  it('an availability whose last day is before its first is refused, on create and on update', async () => {
    const availability = people.pilot.client.collection('pilot_availability')
    const days = (starts: string, ends: string) => ({ starts_on: `${starts} 00:00:00.000Z`, ends_on: `${ends} 00:00:00.000Z` })
    const backwards = { ...days('2030-03-10', '2030-03-01'), home_base: 'Dayton, OH', pilot: people.pilot.record.id }
    expect(await fieldErrorsOf(availability.create(backwards))).toMatchObject({ ends_on: { code: 'validation_date_order' } })
    const oneDay = await availability.create({ ...backwards, ...days('2030-03-10', '2030-03-10') })
    expect(await fieldErrorsOf(availability.update(oneDay.id, { starts_on: '2030-03-11 00:00:00.000Z' }))).toHaveProperty('ends_on')
    expect((await availability.getOne(oneDay.id)).starts_on).toBe('2030-03-10 00:00:00.000Z')
  })
})

describe('dispatch', () => {
  it('assigns only users with the driver role and offers only to pilot-car operators', async () => {
    const dispatch = await admin()
    expect(await statusOf(dispatch.collection('loads').create(loadInput({ driver: people.customer.record.id })))).toBe(400)
    const offer = { load: world.load.id, pilot: otherDriver.record.id, status: 'offered' }
    expect(await statusOf(dispatch.collection('escort_assignments').create(offer))).toBe(400)
  })

  it('uploads a permit as an image', async () => {
    const form = new FormData()
    form.append('load', world.load.id)
    form.append('kind', 'permit')
    form.append('file', pngFile('permit-scan.png'))
    expect(await statusOf((await admin()).collection('load_documents').create(form))).toBe(200)
  })
})
