import type { RecordModel } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { admin, anonymous, createUser, fieldErrorsOf, pdfFile, quoteInput, statusOf, superuser } from './helpers'
import { submissionIn, type SubmissionCollection } from './status-cases'

/**
 * A submission's status is the only thing an update may change: what the customer wrote and
 * what the server keeps (owner, load class, mail delivery, document names) stay as received,
 * for admins and superusers alike.
 */

const serverOwned: Record<string, unknown> = {
  notify_status: 'failed',
  notify_attempts: 9,
  notified_at: '2024-01-01 00:00:00.000Z',
}

const changes: [SubmissionCollection, Record<string, unknown>][] = [
  ['quotes', { load_class: 'ultra_heavy' }],
  ['quotes', { weight_lb: 150_000 }],
  ['quotes', { length: 99 }],
  ['quotes', { customer_name: 'Someone Else' }],
  ['quotes', { pickup_date: '2031-05-01 00:00:00.000Z' }],
  ['job_applications', { first_name: 'Changed' }],
  ['job_applications', { cdl_license: false }],
  ['job_applications', { other_document_names: ['forged.pdf'] }],
  ['contact_messages', { subject: 'Changed subject' }],
  ['contact_messages', { message: 'A different message altogether.' }],
  ...(['quotes', 'job_applications', 'contact_messages'] as const).flatMap((collection) =>
    Object.entries(serverOwned).map(([name, value]): [SubmissionCollection, Record<string, unknown>] => [
      collection,
      { [name]: value },
    ]),
  ),
]

async function stored(collection: SubmissionCollection, id: string): Promise<RecordModel> {
  return (await superuser()).collection(collection).getOne(id)
}

describe.each([
  ['an admin', admin],
  ['a superuser', superuser],
])('%s', (_label, signIn) => {
  it.each(changes)('cannot change %s %o', async (collection, change) => {
    const target = await submissionIn(collection, 'new')
    const errors = await fieldErrorsOf((await signIn()).collection(collection).update(target.id, change))
    const [field] = Object.keys(change)
    expect(errors).toEqual({ [field!]: { code: 'validation_read_only', message: expect.any(String) } })
    expect(await stored(collection, target.id)).toEqual(target)
  })

  it('cannot change the owner of a quote', async () => {
    const owner = await createUser()
    const target = await submissionIn('quotes', 'new', { user: owner.record.id })
    const other = await createUser()
    const client = await signIn()
    const errors = await fieldErrorsOf(client.collection('quotes').update(target.id, { user: other.record.id }))
    expect(errors).toHaveProperty('user.code', 'validation_read_only')
    expect((await stored('quotes', target.id)).user).toBe(owner.record.id)
  })

  it('cannot move the status and change another field in one request', async () => {
    const target = await submissionIn('quotes', 'new')
    const update = (await signIn()).collection('quotes').update(target.id, { status: 'reviewed', notify_attempts: 5 })
    expect(Object.keys(await fieldErrorsOf(update))).toEqual(['notify_attempts'])
    expect((await stored('quotes', target.id)).status).toBe('new')
  })

  it('cannot replace, add or remove documents', async () => {
    const target = await submissionIn('job_applications', 'new')
    const client = await signIn()
    const replaced = client.collection('job_applications').update(target.id, { resume: pdfFile('other.pdf') })
    expect(await fieldErrorsOf(replaced)).toHaveProperty('resume.code', 'validation_read_only')
    const added = client.collection('job_applications').update(target.id, { 'other_documents+': pdfFile('more.pdf') })
    expect(await fieldErrorsOf(added)).toHaveProperty('other_documents.code', 'validation_read_only')
    const removed = client.collection('job_applications').update(target.id, { 'resume-': target.resume as string })
    expect(await fieldErrorsOf(removed)).toHaveProperty('resume.code', 'validation_read_only')
    expect(await stored('job_applications', target.id)).toEqual(target)
  })

  it('may send the unchanged values along with an allowed status', async () => {
    const target = await submissionIn('contact_messages', 'new')
    const { id: _id, created: _created, updated: _updated, ...unchanged } = target
    const client = await signIn()
    const updated = await client.collection('contact_messages').update(target.id, { ...unchanged, status: 'read' })
    expect(updated).toMatchObject({ status: 'read', subject: target.subject })
  })
})

describe('the delivery error of a submission', () => {
  it('is not changed by an admin sending one (hidden fields are dropped)', async () => {
    const target = await submissionIn('quotes', 'new')
    const updated = await (await admin()).collection('quotes').update(target.id, { notify_error: 'forged' })
    expect(updated.notify_error).toBe('')
    expect((await stored('quotes', target.id)).notify_error).toBe('')
  })
})

describe('a new submission', () => {
  it('is a new contact message, whatever status was sent', async () => {
    const sent = { name: 'Lee Carter', email: 'lee@customer.test', subject: 'Permit question' }
    const created = await anonymous()
      .collection('contact_messages')
      .create({ ...sent, message: 'Do you handle permits for Ohio?', status: 'archived' })
    expect(created.status).toBe('new')
    expect((await submissionIn('contact_messages', '')).status).toBe('new')
  })

  it('is a quote stored with its weight and the load class the server worked out', async () => {
    const customer = await createUser()
    const created = await customer.client
      .collection('quotes')
      .create(quoteInput({ weight_lb: 150_000, load_class: 'legal' }))
    expect(await stored('quotes', created.id)).toMatchObject({ weight_lb: 150_000, load_class: 'super_heavy' })
    expect(await statusOf(customer.client.collection('quotes').update(created.id, { load_class: 'legal' }))).toBe(404)
  })
})
