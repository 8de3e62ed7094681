import { ClientResponseError } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, createUser, statusOf, superuser } from './helpers'
import { loadPeople, makeLoad, roadUpdate, type LoadPeople } from './load-fixtures'

/**
 * An account that drives a load still to run, or has accepted to escort one, is not deleted,
 * whoever asks: the load would silently lose its driver. Finished loads hold nobody back.
 */

const OWN_REFUSAL = 'You still have loads assigned: ask dispatch to reassign them before deleting your account.'
const ADMIN_REFUSAL = 'This user still has loads assigned (as driver or escort): reassign them before deleting the account.'

let people: LoadPeople
beforeAll(async () => {
  people = await loadPeople()
})

async function refusalOf(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call
    return { status: 200, message: '' }
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    return { status: error.status, message: String(error.response.message) }
  }
}

const exists = async (id: string) => (await statusOf((await superuser()).collection('users').getOne(id))) === 200

describe('a driver with a load still to run', () => {
  it('cannot delete their own account, and is told why', async () => {
    const { load } = await makeLoad(people)
    const { client, record } = people.driver
    expect(await refusalOf(client.collection('users').delete(record.id))).toEqual({ status: 400, message: OWN_REFUSAL })
    expect(await exists(record.id)).toBe(true)
    expect((await (await superuser()).collection('loads').getOne(load.id)).driver).toBe(record.id)
  })

  it('is not deleted by an admin or a superuser either', async () => {
    const { record } = people.driver
    expect(await refusalOf((await admin()).collection('users').delete(record.id))).toEqual({ status: 400, message: ADMIN_REFUSAL })
    expect(await refusalOf((await superuser()).collection('users').delete(record.id))).toEqual({ status: 400, message: ADMIN_REFUSAL })
    expect(await exists(record.id)).toBe(true)
  })
})

describe('an escort', () => {
  it('who accepted a load still to run cannot delete their account', async () => {
    const { load } = await makeLoad(people)
    await people.pilot.client.collection('load_updates').create(roadUpdate(load, 'escort_accepted'))
    const { client, record } = people.pilot
    expect(await refusalOf(client.collection('users').delete(record.id))).toEqual({ status: 400, message: OWN_REFUSAL })
  })

  it('with only an open offer can, and the offer goes with the account', async () => {
    const offered = await createUser({ roles: ['pilot_car'] })
    const { load } = await makeLoad({ ...people, pilot: offered })
    expect(await statusOf(offered.client.collection('users').delete(offered.record.id))).toBe(200)
    const offers = await (await superuser()).collection('escort_assignments').getFullList({ filter: `load = "${load.id}"` })
    expect(offers).toEqual([])
  })
})

it('a driver whose loads are all finished (here cancelled) deletes their account; the load keeps no driver', async () => {
  const driver = await createUser({ roles: ['driver'] })
  const { load } = await makeLoad({ ...people, driver })
  await (await admin()).collection('loads').update(load.id, { status: 'cancelled' })
  expect(await statusOf(driver.client.collection('users').delete(driver.record.id))).toBe(200)
  expect((await (await superuser()).collection('loads').getOne(load.id)).driver).toBe('')
})
