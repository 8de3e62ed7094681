import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { UserRecord } from '../../src/lib/record-types'
import { mailedToken } from './accounts-mailbox'
import { admin, anonymous, createUser, superuser, uniqueEmail } from './helpers'

/** Add User: an admin creates someone's account, and that person chooses a password from a mailed link. */

const PATH = '/api/admin/users'
const CHOSEN_PASSWORD = 'my-own-password-789'

interface Answer {
  status: number
  body: { data?: Record<string, { code: string }> } & Partial<UserRecord>
}

/** Posts to the route with `client`'s session, answering the status and body whatever they are. */
async function addUser(client: PocketBase, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${inject('pbUrl')}${PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(client.authStore.token ? { Authorization: client.authStore.token } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

function newPerson(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('added'),
    first_name: 'Jordan',
    last_name: 'Reyes',
    phone: '(555) 010-7000',
    company_name: 'Reyes Rigging',
    roles: ['driver'],
    ...overrides,
  }
}

let adminClient: PocketBase

beforeAll(async () => {
  adminClient = await admin()
})

describe('an admin adds a user', () => {
  const person = newPerson({ roles: ['driver', 'pilot_car'] })
  let answer: Answer

  beforeAll(async () => {
    answer = await addUser(adminClient, person)
  })

  it('creates an unverified account with the given profile and roles', async () => {
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ email: person.email, first_name: 'Jordan', roles: ['driver', 'pilot_car'], verified: false })
    const stored = await (await superuser()).collection('users').getOne<UserRecord>(answer.body.id!)
    expect(stored).toMatchObject({ phone: '(555) 010-7000', company_name: 'Reyes Rigging', verified: false })
  })

  it('mails that person a link to /auth/reset with which they choose a password and sign in, verified', async () => {
    const token = await mailedToken(person.email, '/auth/reset')
    await anonymous().collection('users').confirmPasswordReset(token, CHOSEN_PASSWORD, CHOSEN_PASSWORD)
    const signedIn = await anonymous().collection('users').authWithPassword<UserRecord>(person.email, CHOSEN_PASSWORD)
    expect(signedIn.record).toMatchObject({ id: answer.body.id, roles: ['driver', 'pilot_car'], verified: true })
  })

  it('may make another admin', async () => {
    const added = await addUser(adminClient, newPerson({ roles: ['admin'] }))
    expect(added.status).toBe(201)
    expect(added.body.roles).toEqual(['admin'])
  })
})

describe('Add User refuses bad input with a 400 and an error on the field', () => {
  it.each([
    ['no e-mail', { email: '' }, 'email', 'validation_required'],
    ['a malformed e-mail', { email: 'jordan-at-example' }, 'email', 'validation_format'],
    ['no first name', { first_name: ' ' }, 'first_name', 'validation_required'],
    ['no last name', { last_name: undefined }, 'last_name', 'validation_required'],
    ['a phone over 40 characters', { phone: '5'.repeat(41) }, 'phone', 'validation_max'],
    ['no role', { roles: [] }, 'roles', 'validation_required'],
    ['an unknown role', { roles: ['captain'] }, 'roles', 'validation_invalid_value'],
  ])('%s', async (_label, overrides, field, code) => {
    const answer = await addUser(adminClient, newPerson(overrides))
    expect(answer.status).toBe(400)
    expect(answer.body.data?.[field]?.code).toBe(code)
    expect(Object.keys(answer.body.data ?? {})).toEqual([field])
  })

  it('an e-mail that already has an account, creating nothing', async () => {
    const { record } = await createUser()
    const answer = await addUser(adminClient, newPerson({ email: record.email }))
    expect(answer.status).toBe(400)
    expect(answer.body.data?.email?.code).toBe('validation_not_unique')
    expect((await (await superuser()).collection('users').getOne<UserRecord>(record.id)).first_name).toBe('Test')
  })
})

describe('only admins add users', () => {
  it.each([
    ['an anonymous visitor', () => Promise.resolve(anonymous()), 401],
    ['a signed-in non-admin', async () => (await createUser({ roles: ['carrier'] })).client, 403],
  ])('%s is refused, and no account is made', async (_label, makeClient, status) => {
    const person = newPerson({ roles: ['admin'] })
    expect((await addUser(await makeClient(), person)).status).toBe(status)
    const su = await superuser()
    expect((await su.collection('users').getList(1, 1, { filter: su.filter('email = {:email}', { email: person.email }) })).totalItems).toBe(0)
  })
})
