import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, anonymous, createUser, fieldErrorsOf, statusOf, superuser, type SignedInUser } from './helpers'
import { loadPeople, makeLoad, roadUpdate, type LoadPeople, type LoadWorld } from './load-fixtures'

/**
 * What a pilot-car operator reads of a load, by their answer to the escort offer: while
 * offered, the facts to decide on (GET /api/escort-jobs) and nothing of the load itself, so
 * neither the customer's contacts nor the driver's position; once accepted, the load with its
 * stops, permits and driver; once declined, nothing at all.
 */

interface EscortJobView {
  id: string
  status: string
  details: { pickup_date: string; length: number; route_states: string[]; stops: Record<string, unknown>[] } | null
  driver: { name: string; phone: string } | null
  documents: { id: string; kind: string }[]
}

const CUSTOMER_EMAIL = 'dana@shipper.test'
const DRIVER_PHONE = '(555) 010-7777'

let people: LoadPeople
let world: LoadWorld
let decliner: SignedInUser
let accepter: SignedInUser
let decline: ReturnType<typeof roadUpdate>

function escortJobs(client: PocketBase): Promise<EscortJobView[]> {
  return client.send<{ items: EscortJobView[] }>('/api/escort-jobs', { requestKey: null }).then(({ items }) => items)
}

/** The one escort job of a pilot of this suite. */
async function jobOf(user: SignedInUser): Promise<EscortJobView | undefined> {
  const jobs = await escortJobs(user.client)
  expect(jobs).toHaveLength(1)
  return jobs[0]
}

async function readsOfLoad(client: PocketBase) {
  const filter = client.filter('load = {:load}', { load: world.load.id })
  return {
    loads: (await client.collection('loads').getList(1, 5, { filter: client.filter('id = {:id}', { id: world.load.id }) })).totalItems,
    stops: (await client.collection('load_stops').getList(1, 5, { filter })).totalItems,
    documents: (await client.collection('load_documents').getList(1, 5, { filter })).totalItems,
    loadStatus: await statusOf(client.collection('loads').getOne(world.load.id)),
  }
}

beforeAll(async () => {
  people = await loadPeople()
  ;[decliner, accepter] = await Promise.all([createUser({ roles: ['pilot_car'] }), createUser({ roles: ['pilot_car'] })])
  const su = await superuser()
  await su.collection('users').update(people.driver.record.id, { phone: DRIVER_PHONE })
  world = await makeLoad(people, { dispatched: true })
  const dispatch = await admin()
  await dispatch.collection('loads').update(world.load.id, { customer_email: CUSTOMER_EMAIL })
  for (const pilot of [decliner, accepter]) {
    await dispatch.collection('escort_assignments').create({ load: world.load.id, pilot: pilot.record.id, status: 'offered' })
  }
  decline = roadUpdate(world.load, 'escort_declined', { note: 'Booked that week' })
  await decliner.client.collection('load_updates').create(decline)
  await accepter.client.collection('load_updates').create(roadUpdate(world.load, 'escort_accepted'))
  await people.driver.client
    .collection('load_updates')
    .create(roadUpdate(world.load, 'arrived', { stop: world.pickup.id, latitude: 39.7589, longitude: -84.1916 }))
})

describe('a pilot who declined the offer', () => {
  it('reads no load, stop or document, though another pilot accepted the same load', async () => {
    expect(await readsOfLoad(decliner.client)).toEqual({ loads: 0, stops: 0, documents: 0, loadStatus: 404 })
  })

  it('keeps only their own answer on /escorts, nothing of the load', async () => {
    const job = await jobOf(decliner)
    expect(job).toMatchObject({ status: 'declined', decline_reason: 'Booked that week', details: null, driver: null, documents: [] })
  })

  it('sends no more road updates for the load; their resent answer is known as arrived', async () => {
    const updates = decliner.client.collection('load_updates')
    expect(await fieldErrorsOf(updates.create(roadUpdate(world.load, 'note', { note: 'Still here' })))).toMatchObject({
      kind: { message: 'You declined this escort offer.' },
    })
    expect(await fieldErrorsOf(updates.create(decline))).toMatchObject({ id: { code: 'validation_not_unique' } })
  })
})

describe('a pilot still deciding on the offer', () => {
  it('reads the route, size and dates, not the customer’s contacts, the driver or their position', async () => {
    const job = await jobOf(people.pilot)
    expect(job?.status).toBe('offered')
    expect(job?.details).toMatchObject({ pickup_date: '2030-03-02 08:00:00.000Z', length: 42, route_states: ['OH', 'IN'] })
    expect(job?.details?.stops.map(({ place }) => place)).toEqual(['Dayton, OH', 'Gary, IN'])
    const shown = JSON.stringify(job)
    for (const secret of [CUSTOMER_EMAIL, '010-2000', people.customer.record.id, people.driver.record.id, '39.7589', '5550100', DRIVER_PHONE]) {
      expect(shown).not.toContain(secret)
    }
    expect(job?.documents).toEqual([])
  })

  it('reads nothing of the load through the API, nor probes it through a filter', async () => {
    const { client } = people.pilot
    expect(await readsOfLoad(client)).toEqual({ loads: 0, stops: 0, documents: 0, loadStatus: 404 })
    const probe = client.filter('load.customer_email = {:email}', { email: CUSTOMER_EMAIL })
    // Refused by name (see loads-withheld-fields.test.ts); a field not withheld finds no load either.
    expect(await statusOf(client.collection('escort_assignments').getList(1, 5, { filter: probe }))).toBe(400)
    const allowed = client.filter('load.customer_name = {:name}', { name: 'Dana Whitfield' })
    expect((await client.collection('escort_assignments').getList(1, 5, { filter: allowed })).totalItems).toBe(0)
  })

  it('hears of a change to the offer’s load (its assignment is saved again)', async () => {
    const before = (await (await superuser()).collection('escort_assignments').getFirstListItem(`pilot = "${people.pilot.record.id}"`)).updated
    await new Promise((resolve) => setTimeout(resolve, 5))
    await (await admin()).collection('loads').update(world.load.id, { special_instructions: 'Escort front and rear in Indiana and Ohio' })
    const after = (await (await superuser()).collection('escort_assignments').getFirstListItem(`pilot = "${people.pilot.record.id}"`)).updated
    expect(after > before).toBe(true)
  })
})

describe('a pilot who accepted the offer', () => {
  it('reads the load, its stops and its permit', async () => {
    expect(await readsOfLoad(accepter.client)).toEqual({ loads: 1, stops: 2, documents: 1, loadStatus: 200 })
  })

  it('sees on /escorts the stops with their contacts, the driver’s name and phone, and the permits', async () => {
    const job = await jobOf(accepter)
    expect(job).toMatchObject({ status: 'accepted', driver: { name: 'Test Person', phone: DRIVER_PHONE } })
    expect(job?.details?.stops[1]).toMatchObject({ place: 'Gary, IN', contact_phone: '5550100' })
    expect(job?.documents.map(({ id, kind }) => [id, kind])).toEqual([[world.permit.id, 'permit']])
  })
})

it('/api/escort-jobs needs a signed-in user', async () => {
  expect(await statusOf(anonymous().send('/api/escort-jobs', {}))).toBe(401)
})
