import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionName } from '../../src/lib/collections'
import {
  anonymous,
  contactMessageInput,
  createUser,
  fieldErrorsOf,
  jobApplicationForm,
  quoteInput,
  superuser,
} from './helpers'

/** A fresh client-generated id, as the outbox makes them: 15 characters of [a-z0-9]. */
function clientId(): string {
  let id = ''
  while (id.length < 15) id += Math.random().toString(36).slice(2)
  return id.slice(0, 15)
}

async function countWithId(collection: CollectionName, id: string): Promise<number> {
  const su = await superuser()
  return (await su.collection(collection).getList(1, 1, { filter: su.filter('id = {:id}', { id }) })).totalItems
}

const submissions: [CollectionName, (id: string) => Record<string, unknown> | FormData][] = [
  ['quotes', (id) => quoteInput({ id })],
  ['contact_messages', (id) => contactMessageInput({ id })],
  ['job_applications', (id) => jobApplicationForm({ id })],
]

describe('a submission sent twice with the same client id', () => {
  let client: PocketBase

  beforeAll(async () => {
    client = (await createUser()).client
  })

  it.each(submissions)('makes one %s record; the repeat is answered "already exists"', async (collection, body) => {
    const id = clientId()
    expect((await client.collection(collection).create(body(id))).id).toBe(id)
    const repeat = await fieldErrorsOf(client.collection(collection).create(body(id)))
    expect(repeat).toEqual({ id: { code: 'validation_not_unique', message: 'Value must be unique.' } })
    expect(await countWithId(collection, id)).toBe(1)
  })

  it('is recognised before any other check, so a repeat that would now fail still counts as received', async () => {
    const id = clientId()
    await anonymous().collection('quotes').create(quoteInput({ id }))
    const repeat = await fieldErrorsOf(
      anonymous()
        .collection('quotes')
        .create(quoteInput({ id, email: 'no-longer-valid' })),
    )
    expect(Object.keys(repeat)).toEqual(['id'])
    expect(repeat.id?.code).toBe('validation_not_unique')
  })

  it('keeps the first version: the repeat changes nothing', async () => {
    const id = clientId()
    await client.collection('contact_messages').create(contactMessageInput({ id, subject: 'First attempt' }))
    await fieldErrorsOf(
      client.collection('contact_messages').create(contactMessageInput({ id, subject: 'Second attempt' })),
    )
    expect((await (await superuser()).collection('contact_messages').getOne(id)).subject).toBe('First attempt')
  })

  it('is told apart from a malformed id, which is a plain validation error', async () => {
    const errors = await fieldErrorsOf(client.collection('quotes').create(quoteInput({ id: 'Not-A-Valid-Id!' })))
    expect(errors.id?.code).toBeDefined()
    expect(errors.id?.code).not.toBe('validation_not_unique')
  })
})
