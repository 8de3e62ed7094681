import type { RecordModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  admin,
  anonymous,
  contactMessageInput,
  createUser,
  fieldErrorsOf,
  quoteInput,
  statusOf,
  superuser,
  type SignedInUser,
} from './helpers'

/** What the client sends for the fields only the server may decide. */
const forgedServerFields = (ownerId: string) => ({
  status: 'archived',
  user: ownerId,
  notify_status: 'sent',
  notify_attempts: 7,
  notify_error: 'forged',
  notified_at: '2024-01-01 00:00:00.000Z',
})

const freshServerFields = { status: 'new', notify_status: 'pending', notify_attempts: 0, notified_at: '' }

describe('quotes', () => {
  let owner: SignedInUser
  let stranger: SignedInUser
  let ownQuote: RecordModel
  let anonymousQuote: RecordModel

  beforeAll(async () => {
    owner = await createUser({ roles: ['freight_broker'] })
    stranger = await createUser()
    ownQuote = await owner.client.collection('quotes').create(quoteInput({ ...forgedServerFields(stranger.record.id) }))
    anonymousQuote = await anonymous().collection('quotes').create(quoteInput(forgedServerFields(owner.record.id)))
  })

  it('an anonymous request starts new, without owner, waiting for notification', async () => {
    const stored = await (await superuser()).collection('quotes').getOne(anonymousQuote.id)
    expect(stored).toMatchObject({ ...freshServerFields, user: '', notify_error: '' })
  })

  it('a signed-in request belongs to the requester, whatever user was sent', async () => {
    const stored = await (await superuser()).collection('quotes').getOne(ownQuote.id)
    expect(stored).toMatchObject({ ...freshServerFields, user: owner.record.id, notify_error: '' })
  })

  it('an anonymous list returns none of the existing quotes', async () => {
    expect((await (await superuser()).collection('quotes').getList(1, 1)).totalItems).toBeGreaterThan(1)
    expect((await anonymous().collection('quotes').getList(1, 50)).totalItems).toBe(0)
  })

  it('the owner lists and views only their own quotes, following the status', async () => {
    await (await admin()).collection('quotes').update(ownQuote.id, { status: 'reviewed' })
    const list = await owner.client.collection('quotes').getFullList()
    expect(list.map((quote) => quote.id)).toEqual([ownQuote.id])
    expect(list[0]).toMatchObject({ status: 'reviewed' })
    expect(await statusOf(owner.client.collection('quotes').getOne(anonymousQuote.id))).toBe(404)
  })

  it('another user sees none of them', async () => {
    expect((await stranger.client.collection('quotes').getList(1, 50)).totalItems).toBe(0)
    expect(await statusOf(stranger.client.collection('quotes').getOne(ownQuote.id))).toBe(404)
  })

  it('the owner cannot change the status', async () => {
    expect(await statusOf(owner.client.collection('quotes').update(ownQuote.id, { status: 'archived' }))).toBe(404)
  })

  it('delivery errors are shown to admins, not to the owner', async () => {
    await (await superuser()).collection('quotes').update(ownQuote.id, { notify_error: 'SMTP 421 try later' })
    expect(await owner.client.collection('quotes').getOne(ownQuote.id)).not.toHaveProperty('notify_error')
    const seenByAdmin = await (await admin()).collection('quotes').getOne(ownQuote.id)
    expect(seenByAdmin.notify_error).toBe('SMTP 421 try later')
  })

  it('the admin sees every quote, newest first', async () => {
    const list = await (await admin()).collection('quotes').getList(1, 200, { sort: '-created' })
    const ids = list.items.map((quote) => quote.id)
    expect(ids).toEqual(expect.arrayContaining([ownQuote.id, anonymousQuote.id]))
    expect(ids.indexOf(anonymousQuote.id)).toBeLessThan(ids.indexOf(ownQuote.id))
  })

  it('stores markup in text fields as plain text', async () => {
    const markup = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const created = await anonymous()
      .collection('quotes')
      .create(quoteInput({ customer_name: '<b>Bold</b> & Co', notes: markup }))
    const stored = await (await superuser()).collection('quotes').getOne(created.id)
    expect(stored).toMatchObject({ customer_name: '<b>Bold</b> & Co', notes: markup })
  })

  it('keeps a client-generated id, and refuses a second create with it', async () => {
    const id = `q${Date.now().toString(36)}abcdefgh`.slice(0, 15)
    const created = await anonymous().collection('quotes').create(quoteInput({ id }))
    expect(created.id).toBe(id)
    expect((await fieldErrorsOf(anonymous().collection('quotes').create(quoteInput({ id })))).id).toBeDefined()
  })

  it.each([
    ['a missing origin', { origin: '' }, 'origin'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['a negative length', { length: -1 }, 'length'],
    ['an overlong name', { customer_name: 'x'.repeat(101) }, 'customer_name'],
  ])('refuses %s with a field error', async (_label, overrides, field) => {
    const errors = await fieldErrorsOf(anonymous().collection('quotes').create(quoteInput(overrides)))
    expect(Object.keys(errors)).toContain(field)
  })

  it('accepts a request without dimensions', async () => {
    const created = await anonymous()
      .collection('quotes')
      .create(quoteInput({ length: null, width: null, height: null }))
    expect(created).toMatchObject({ length: 0, width: 0, height: 0 })
  })
})

describe('contact messages', () => {
  it('start pending notification and link the signed-in sender', async () => {
    const sender = await createUser()
    const created = await sender.client.collection('contact_messages').create(contactMessageInput(forgedServerFields('')))
    const stored = await (await superuser()).collection('contact_messages').getOne(created.id)
    expect(stored).toMatchObject({ notify_status: 'pending', notify_attempts: 0, user: sender.record.id })
  })

  it('store markup as plain text', async () => {
    const message = '<script>document.cookie</script>'
    const created = await anonymous()
      .collection('contact_messages')
      .create(contactMessageInput({ message, subject: '"><svg onload=alert(1)>' }))
    expect(created).toMatchObject({ message, subject: '"><svg onload=alert(1)>', user: '' })
  })
})
