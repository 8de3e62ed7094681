import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { UserRecord } from '../../src/lib/record-types'
import {
  TEST_PASSWORD,
  admin,
  anonymous,
  createUser,
  fieldErrorsOf,
  quoteInput,
  statusOf,
  superuser,
  uniqueEmail,
  type SignedInUser,
} from './helpers'

function signUp(client: PocketBase, fields: Record<string, unknown> = {}) {
  return client.collection('users').create({
    email: uniqueEmail('signup'),
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    first_name: 'Casey',
    last_name: 'Morgan',
    ...fields,
  })
}

describe('sign-up cannot grant roles or verification', () => {
  const visitor = anonymous()

  it('gives carrier when no role is chosen', async () => {
    expect((await signUp(visitor)).roles).toEqual(['carrier'])
  })

  it.each(['freight_broker', 'carrier', 'pilot_car'])('accepts the self-selectable role %s', async (role) => {
    expect((await signUp(visitor, { roles: [role] })).roles).toEqual([role])
  })

  it.each([[['admin']], [['carrier', 'admin']], [['driver']], [['moderator']], [['carrier', 'pilot_car']]])(
    'refuses roles %j with an error on roles',
    async (roles) => {
      const errors = await fieldErrorsOf(signUp(visitor, { roles }))
      expect(errors.roles?.code).toBe('validation_role_not_allowed')
    },
  )

  it('refuses roles chosen by a signed-in non-admin creating another account', async () => {
    const { client } = await createUser()
    expect((await fieldErrorsOf(signUp(client, { roles: ['admin'] }))).roles).toBeDefined()
  })

  it('refuses a forged verified flag', async () => {
    const errors = await fieldErrorsOf(signUp(visitor, { verified: true }))
    expect(errors.verified).toBeDefined()
  })

  it('lets the new account sign in with its password, unverified', async () => {
    const email = uniqueEmail('signin')
    await signUp(visitor, { email, roles: ['pilot_car'] })
    const client = anonymous()
    const auth = await client.collection('users').authWithPassword(email, TEST_PASSWORD)
    expect(auth.record).toMatchObject({ email, roles: ['pilot_car'], verified: false })
  })
})

describe('a signed-in user and their own profile', () => {
  let user: SignedInUser

  beforeAll(async () => {
    user = await createUser({ roles: ['freight_broker'] })
  })

  it('can read and edit their profile fields', async () => {
    const updated = await user.client
      .collection('users')
      .update(user.record.id, { first_name: 'Robin', phone: '(555) 010-9999', company_name: 'Acme Freight' })
    expect(updated).toMatchObject({ first_name: 'Robin', company_name: 'Acme Freight' })
    expect((await user.client.collection('users').getOne(user.record.id)).email).toBe(user.record.email)
  })

  it('lists only their own account', async () => {
    const list = await user.client.collection('users').getFullList()
    expect(list.map((record) => record.id)).toEqual([user.record.id])
  })

  it('cannot change their roles, and the stored roles stay as they were', async () => {
    const errors = await fieldErrorsOf(user.client.collection('users').update(user.record.id, { roles: ['admin'] }))
    expect(errors.roles?.code).toBe('validation_role_not_allowed')
    const otherSelfSelectable = user.client.collection('users').update(user.record.id, { roles: ['carrier'] })
    expect(await statusOf(otherSelfSelectable)).toBe(400)
    expect((await (await superuser()).collection('users').getOne(user.record.id)).roles).toEqual(['freight_broker'])
  })

  it('may send back unchanged roles with a profile edit', async () => {
    const status = await statusOf(
      user.client.collection('users').update(user.record.id, { roles: ['freight_broker'], last_name: 'Lee' }),
    )
    expect(status).toBe(200)
  })

  it('cannot mark themselves verified', async () => {
    const errors = await fieldErrorsOf(user.client.collection('users').update(user.record.id, { verified: true }))
    expect(errors.verified).toBeDefined()
    expect((await (await superuser()).collection('users').getOne(user.record.id)).verified).toBe(false)
  })

  it("cannot change another account's roles either", async () => {
    const { record } = await createUser({ roles: ['carrier'] })
    expect(await statusOf(user.client.collection('users').update(record.id, { roles: ['admin'] }))).toBe(404)
    expect((await (await superuser()).collection('users').getOne(record.id)).roles).toEqual(['carrier'])
  })

  it('can delete their own account; their quotes stay, without owner', async () => {
    const leaving = await createUser()
    const quote = await leaving.client.collection('quotes').create(quoteInput())
    expect(await statusOf(leaving.client.collection('users').delete(leaving.record.id))).toBe(200)
    const su = await superuser()
    expect(await statusOf(su.collection('users').getOne(leaving.record.id))).toBe(404)
    expect((await su.collection('quotes').getOne(quote.id)).user).toBe('')
  })
})

describe('an admin manages accounts', () => {
  let adminClient: PocketBase

  beforeAll(async () => {
    adminClient = await admin()
  })

  it('creates an account with any roles, verified', async () => {
    const created = await signUp(adminClient, { roles: ['driver', 'moderator'], verified: true })
    expect(created).toMatchObject({ roles: ['driver', 'moderator'], verified: true })
  })

  it('changes the roles of another account and sees its e-mail', async () => {
    const { record } = await createUser({ roles: ['carrier'] })
    const updated = await adminClient.collection('users').update(record.id, { roles: ['driver'], verified: true })
    expect(updated).toMatchObject({ roles: ['driver'], verified: true, email: record.email })
  })

  it('cannot remove the admin role from their own account, but may edit it otherwise', async () => {
    const second = await createUser({ roles: ['admin'] })
    const ownId = second.record.id
    const errors = await fieldErrorsOf(second.client.collection('users').update(ownId, { roles: ['carrier'] }))
    expect(errors.roles?.code).toBe('validation_role_not_allowed')
    const kept = await second.client.collection('users').update(ownId, { roles: ['admin', 'driver'] })
    expect(kept.roles).toEqual(['admin', 'driver'])
  })

  it("removes the admin role of another admin, and changes any of another account's roles", async () => {
    const { record } = await createUser({ roles: ['admin', 'driver'] })
    const updated = await adminClient.collection('users').update(record.id, { roles: ['driver', 'moderator'] })
    expect(updated.roles).toEqual(['driver', 'moderator'])
  })

  it('lists every account', async () => {
    const { record } = await createUser()
    const found = await adminClient.collection('users').getList(1, 1, { filter: adminClient.filter('id = {:id}', { id: record.id }) })
    expect(found.totalItems).toBe(1)
  })
})

describe('there is always an admin', () => {
  // The seeded admin is made the last one by taking the admin role from the admins other
  // suites created; if a test takes the seeded admin's role, it is given back afterwards.
  let seeded: UserRecord

  async function adminIds(): Promise<string[]> {
    const su = await superuser()
    return (await su.collection('users').getFullList<UserRecord>({ filter: "roles ~ 'admin'" })).map((user) => user.id)
  }

  beforeAll(async () => {
    const su = await superuser()
    seeded = (await admin()).authStore.record as unknown as UserRecord
    for (const other of await su.collection('users').getFullList<UserRecord>({ filter: su.filter("roles ~ 'admin' && id != {:id}", { id: seeded.id }) })) {
      const remaining = other.roles.filter((role) => role !== 'admin')
      await su.collection('users').update(other.id, { roles: remaining.length > 0 ? remaining : ['carrier'] })
    }
    expect(await adminIds()).toEqual([seeded.id])
  })

  afterAll(async () => {
    const su = await superuser()
    const stored = await su.collection('users').getOne<UserRecord>(seeded.id)
    if (!stored.roles.includes('admin')) await su.collection('users').update(seeded.id, { roles: ['admin', ...stored.roles] })
  })

  it('the last admin cannot lose the admin role, even by a superuser', async () => {
    const errors = await fieldErrorsOf((await superuser()).collection('users').update(seeded.id, { roles: ['carrier'] }))
    expect(errors.roles?.code).toBe('validation_role_not_allowed')
    expect(await adminIds()).toEqual([seeded.id])
  })

  it('the last admin cannot be deleted, even by a superuser', async () => {
    expect(await statusOf((await superuser()).collection('users').delete(seeded.id))).toBe(400)
    expect(await adminIds()).toEqual([seeded.id])
  })

  it('two admins taking the role from each other at the same moment: one succeeds, one admin remains', async () => {
    const second = await createUser({ roles: ['admin'] })
    const [first, other] = await Promise.all([
      statusOf(second.client.collection('users').update(seeded.id, { roles: ['driver'] })),
      statusOf((await admin()).collection('users').update(second.record.id, { roles: ['driver'] })),
    ])
    // The later request is refused by the last-admin rule, or, if the first one has already
    // taken its sender's role, by the rule that only admins edit other accounts.
    expect([first, other].filter((status) => status === 200)).toHaveLength(1)
    expect([first, other].filter((status) => status === 400 || status === 404)).toHaveLength(1)
    expect(await adminIds()).toHaveLength(1)
  })

  it('two demotions of the last two admins at the same moment: exactly one is refused', async () => {
    const su = await superuser()
    const remaining = (await adminIds())[0]!
    const second = await createUser({ roles: ['admin'] })
    const statuses = await Promise.all(
      [remaining, second.record.id].map((id) => statusOf(su.collection('users').update(id, { roles: ['driver'] }))),
    )
    expect(statuses.sort()).toEqual([200, 400])
    expect(await adminIds()).toHaveLength(1)
  })
})
