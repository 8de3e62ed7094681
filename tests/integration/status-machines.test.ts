import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { everyTransition, machines, submissionIn, type SubmissionCollection } from './status-cases'
import { admin, anonymous, createUser, fieldErrorsOf, statusOf, superuser } from './helpers'

const collections = Object.keys(machines) as SubmissionCollection[]

async function storedStatus(collection: SubmissionCollection, id: string): Promise<string> {
  return (await (await superuser()).collection(collection).getOne<{ status: string }>(id)).status
}

describe.each(everyTransition())('as an admin, $collection from $from to $to', ({ collection, from, to, allowed }) => {
  it(allowed ? 'is allowed' : 'is refused with a 400 on status', async () => {
    const target = await submissionIn(collection, from)
    const update = (await admin()).collection(collection).update(target.id, { status: to })
    if (allowed) {
      expect(await update).toMatchObject({ status: to })
    } else {
      const errors = await fieldErrorsOf(update)
      expect(errors).toEqual({ status: { code: 'validation_status_transition', message: expect.any(String) } })
      expect(await storedStatus(collection, target.id)).toBe(from)
    }
  })
})

describe('the refusal names the move', () => {
  it.each([
    ['quotes', 'reviewed', 'new', 'A quote cannot go from reviewed to new.'],
    ['quotes', 'archived', 'archived', 'This quote is already archived.'],
    ['job_applications', 'hired', 'rejected', 'An application cannot go from hired to rejected.'],
    ['contact_messages', 'read', 'new', 'A message cannot go from read to new.'],
  ] as const)('%s from %s to %s', async (collection, from, to, message) => {
    const target = await submissionIn(collection, from)
    const errors = await fieldErrorsOf((await admin()).collection(collection).update(target.id, { status: to }))
    expect(errors.status).toMatchObject({ message })
  })
})

describe('a status outside the machine', () => {
  it.each(collections)('is refused on %s', async (collection) => {
    const target = await submissionIn(collection, 'new')
    const errors = await fieldErrorsOf((await admin()).collection(collection).update(target.id, { status: 'bogus' }))
    expect(errors).toHaveProperty('status')
    expect(await storedStatus(collection, target.id)).toBe('new')
  })
})

describe('a superuser follows the same machines', () => {
  it.each([
    ['quotes', 'reviewed', 'new'],
    ['job_applications', 'rejected', 'reviewed'],
    ['contact_messages', 'archived', 'new'],
  ] as const)('%s from %s to %s is refused', async (collection, from, to) => {
    const target = await submissionIn(collection, from)
    const errors = await fieldErrorsOf((await superuser()).collection(collection).update(target.id, { status: to }))
    expect(errors).toHaveProperty('status.code', 'validation_status_transition')
    expect(await storedStatus(collection, target.id)).toBe(from)
  })

  it('and may make an allowed move', async () => {
    const target = await submissionIn('quotes', 'new')
    expect(await (await superuser()).collection('quotes').update(target.id, { status: 'archived' })).toMatchObject({
      status: 'archived',
    })
  })
})

describe.each([
  ['a visitor', () => Promise.resolve(anonymous())],
  ['a signed-in user without the admin role', async () => (await createUser({ roles: ['freight_broker'] })).client],
  ['a driver', async () => (await createUser({ roles: ['driver', 'moderator'] })).client],
])('%s', (_label, signIn) => {
  let client: PocketBase
  beforeAll(async () => {
    client = await signIn()
  })

  describe.each(collections)('on %s', (collection) => {
    it.each(machines[collection].statuses)('cannot set the status to %s', async (to) => {
      const target = await submissionIn(collection, 'new')
      expect(await statusOf(client.collection(collection).update(target.id, { status: to }))).toBe(404)
      expect(await storedStatus(collection, target.id)).toBe('new')
    })

    it('cannot change any other field, nor delete', async () => {
      const target = await submissionIn(collection, machines[collection].statuses[1] ?? 'new')
      expect(await statusOf(client.collection(collection).update(target.id, { email: 'changed@test.local' }))).toBe(404)
      expect(await statusOf(client.collection(collection).delete(target.id))).toBe(404)
      expect(await (await superuser()).collection(collection).getOne(target.id)).toMatchObject({ email: target.email })
    })
  })
})

describe('the signed-in owner of a quote', () => {
  it('follows its status but cannot change it', async () => {
    const owner = await createUser({ roles: ['freight_broker'] })
    const quote = await submissionIn('quotes', 'new', { user: owner.record.id })
    expect(await owner.client.collection('quotes').getOne(quote.id)).toMatchObject({ status: 'new' })
    for (const to of machines.quotes.statuses) {
      expect(await statusOf(owner.client.collection('quotes').update(quote.id, { status: to }))).toBe(404)
    }
    expect(await statusOf(owner.client.collection('quotes').delete(quote.id))).toBe(404)
    expect(await storedStatus('quotes', quote.id)).toBe('new')
  })
})
