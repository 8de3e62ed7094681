import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { admin, createUser, statusOf, type SignedInUser } from './helpers'
import { loadPeople, makeLoad, roadUpdate, type LoadPeople, type LoadWorld } from './load-fixtures'
import { listen, subscriptionAnswer, type RealtimeListener } from './realtime-listener'

/**
 * A pilot who accepted an escort reads the load, but never the customer's e-mail and phone
 * nor the driver's last position: not in a list, a view, a load expanded from another
 * collection or a realtime event, and not letter by letter through a filter or a sort
 * (refused, on the load and through relations). The driver and dispatch read them all.
 */

const WITHHELD = ['customer_email', 'customer_phone', 'last_latitude', 'last_longitude', 'last_position_at']
const CUSTOMER_EMAIL = 'dana@shipper.test'
const SECRETS = [CUSTOMER_EMAIL, '010-2000', '39.7589', '84.1916']
const DRIVER_WAS_AT = { latitude: 39.7589, longitude: -84.1916 }

let people: LoadPeople
let world: LoadWorld
let escort: SignedInUser

/** The withheld fields a load record shows, and the secrets its JSON carries: both empty for an escort. */
function leaksOf(load: Record<string, unknown> | undefined) {
  expect(load?.equipment).toBe('Lowboy')
  const json = JSON.stringify(load)
  return { fields: WITHHELD.filter((name) => name in (load ?? {})), secrets: SECRETS.filter((secret) => json.includes(secret)) }
}
const NO_LEAKS = { fields: [], secrets: [] }

const byLoad = (client: PocketBase) => ({ filter: client.filter('load = {:load}', { load: world.load.id }), expand: 'load' })
const expandedLoad = (record: RecordModel | undefined) => (record?.expand as { load?: RecordModel } | undefined)?.load

async function expandedFrom(client: PocketBase, collection: string): Promise<RecordModel | undefined> {
  const { items } = await client.collection(collection).getList(1, 5, byLoad(client))
  return expandedLoad(items[0])
}

beforeAll(async () => {
  people = await loadPeople()
  escort = await createUser({ roles: ['pilot_car'] })
  world = await makeLoad(people, { dispatched: true })
  const dispatch = await admin()
  await dispatch.collection('loads').update(world.load.id, { customer_email: CUSTOMER_EMAIL })
  await dispatch.collection('escort_assignments').create({ load: world.load.id, pilot: escort.record.id, status: 'offered' })
  await escort.client.collection('load_updates').create(roadUpdate(world.load, 'escort_accepted'))
  await people.driver.client.collection('load_updates').create(roadUpdate(world.load, 'arrived', { stop: world.pickup.id, ...DRIVER_WAS_AT }))
})

describe('a pilot who accepted the escort', () => {
  it('lists and views the load without the customer’s contacts or the driver’s position', async () => {
    const loads = escort.client.collection('loads')
    const listed = await loads.getList(1, 5, { filter: escort.client.filter('id = {:id}', { id: world.load.id }) })
    expect(listed.totalItems).toBe(1)
    expect(leaksOf(listed.items[0])).toEqual(NO_LEAKS)
    expect(leaksOf(await loads.getOne(world.load.id))).toEqual(NO_LEAKS)
    expect(leaksOf(await loads.getOne(world.load.id, { fields: WITHHELD.join(',') + ',equipment' }))).toEqual(NO_LEAKS)
  })

  it.each(['load_stops', 'load_documents', 'load_updates', 'escort_assignments'])('finds none of them in the load expanded from %s', async (collection) => {
    expect(leaksOf(await expandedFrom(escort.client, collection))).toEqual(NO_LEAKS)
  })

  it.each([
    ['loads', { filter: `customer_email ~ 'dana%'` }, 'customer_email'],
    ['loads', { filter: `customer_phone ~ '010'` }, 'customer_phone'],
    ['loads', { filter: 'last_latitude > 39' }, 'last_latitude'],
    ['loads', { sort: '-last_longitude' }, 'last_longitude'],
    ['loads', { sort: 'last_position_at' }, 'last_position_at'],
    ['load_stops', { filter: `load.customer_email ~ 'dana%'` }, 'customer_email'],
    ['load_documents', { filter: 'load.last_longitude < -84' }, 'last_longitude'],
    ['load_updates', { sort: '-load.customer_phone' }, 'customer_phone'],
    ['escort_assignments', { filter: `load.customer_phone ~ '010'` }, 'customer_phone'],
    ['users', { filter: `escort_assignments_via_pilot.load.customer_email ~ 'dana%'` }, 'customer_email'],
  ])('cannot probe them through %s with %j', async (collection, query, field) => {
    const probe = escort.client.collection(collection).getList(1, 5, query)
    await expect(probe).rejects.toMatchObject({ status: 400, response: { message: `Only admins may filter or sort on ${field}.` } })
  })

  it.each([
    ['a filter', JSON.stringify({ query: { filter: `customer_email ~ 'dana%'` } })],
    ['an escaped filter', String.raw`{"query":{"filter":"last\u005flatitude > 39"}}`],
  ])('cannot probe them through %s on a realtime subscription', async (_label, options) => {
    const answer = await subscriptionAnswer(inject('pbUrl'), [`loads/*?options=${encodeURIComponent(options)}`], escort.client.authStore.token)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatch(/Only admins may filter or sort on (customer_email|last_latitude)\./)
  })
})

describe('live changes', () => {
  const expandLoad = `load_stops/*?options=${encodeURIComponent(JSON.stringify({ query: { expand: 'load' } }))}`
  let listeners: Record<'escort' | 'driver' | 'dispatch', RealtimeListener>

  beforeAll(async () => {
    const pbUrl = inject('pbUrl')
    const [escortListener, driverListener, dispatchListener] = await Promise.all([
      listen(pbUrl, ['loads/*', expandLoad], escort.client.authStore.token),
      listen(pbUrl, ['loads/*'], people.driver.client.authStore.token),
      listen(pbUrl, [`loads/*?options=${encodeURIComponent(JSON.stringify({ query: { filter: `customer_email ~ 'dana%'` } }))}`], (await admin()).authStore.token),
    ])
    listeners = { escort: escortListener, driver: driverListener, dispatch: dispatchListener }
    await (await admin()).collection('load_stops').update(world.delivery.id, { notes: 'Gate 4' })
  })

  afterAll(() => Object.values(listeners).forEach((listener) => listener.close()))

  const ofLoad = (topic: string) => (message: { topic: string; record: { id: string } }) => message.topic.startsWith(topic) && message.record.id === world.load.id
  const ofStop = (message: { topic: string; record: { id: string } }) => message.topic.startsWith('load_stops/') && message.record.id === world.delivery.id

  it('reach the escort without the withheld fields, on the load and expanded from its stop', async () => {
    expect(leaksOf((await listeners.escort.waitFor(ofLoad('loads/'))).record)).toEqual(NO_LEAKS)
    expect(leaksOf(expandedLoad((await listeners.escort.waitFor(ofStop)).record as RecordModel))).toEqual(NO_LEAKS)
  })

  it('reach the driver and dispatch (through their filter) with them', async () => {
    for (const listener of [listeners.driver, listeners.dispatch]) {
      expect((await listener.waitFor(ofLoad('loads/'))).record).toMatchObject({ customer_email: CUSTOMER_EMAIL, last_latitude: DRIVER_WAS_AT.latitude })
    }
  })
})

describe.each([
  ['the driver', () => Promise.resolve(people.driver.client)],
  ['dispatch', admin],
])('%s', (_label, clientOf) => {
  it('reads the customer’s contacts and the driver’s position: listed, viewed and expanded', async () => {
    const client = await clientOf()
    const full = { customer_email: CUSTOMER_EMAIL, customer_phone: '(555) 010-2000', last_longitude: DRIVER_WAS_AT.longitude }
    const listed = await client.collection('loads').getList(1, 5, { filter: client.filter('id = {:id}', { id: world.load.id }) })
    expect(listed.items[0]).toMatchObject(full)
    expect(await client.collection('loads').getOne(world.load.id)).toMatchObject(full)
    expect(await expandedFrom(client, 'load_stops')).toMatchObject(full)
  })
})

it('dispatch still filters and sorts by them', async () => {
  const client = await admin()
  const filter = client.filter('id = {:id} && customer_email = {:email} && last_latitude > 39', { id: world.load.id, email: CUSTOMER_EMAIL })
  const query = { filter, sort: '-last_position_at,customer_phone' }
  expect((await client.collection('loads').getList(1, 5, query)).items.map(({ id }) => id)).toEqual([world.load.id])
})

it('a driver is refused such a filter too: it would reach every load they read, not only the ones they drive', async () => {
  expect(await statusOf(people.driver.client.collection('loads').getList(1, 5, { filter: `customer_email ~ 'dana%'` }))).toBe(400)
})
