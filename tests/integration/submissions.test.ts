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
    anonymousQuote = await anonymous()
      .collection('quotes')
      .create(quoteInput(forgedServerFields(owner.record.id)))
  })

  // The create answers show the state as saved; the mail cron may have moved on since.
  it('an anonymous request starts new, without owner, waiting for notification', async () => {
    expect(anonymousQuote).toMatchObject({ ...freshServerFields, user: '' })
    expect((await (await superuser()).collection('quotes').getOne(anonymousQuote.id)).notify_error).toBe('')
  })

  it('a signed-in request belongs to the requester, whatever user was sent', async () => {
    expect(ownQuote).toMatchObject({ ...freshServerFields, user: owner.record.id })
    expect((await (await superuser()).collection('quotes').getOne(ownQuote.id)).notify_error).toBe('')
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
    // Past its last attempt, so the mail cron leaves it alone.
    const undelivered = await (
      await superuser()
    )
      .collection('quotes')
      .create(
        quoteInput({
          user: owner.record.id,
          notify_status: 'failed',
          notify_attempts: 60,
          notify_error: 'SMTP 421 try later',
        }),
      )
    expect(await owner.client.collection('quotes').getOne(undelivered.id)).not.toHaveProperty('notify_error')
    const seenByAdmin = await (await admin()).collection('quotes').getOne(undelivered.id)
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

  describe('refuses bad input with a field error worded for the form', () => {
    let customer: SignedInUser
    beforeAll(async () => {
      // Signed in: a guest may create only 30 quotes a minute.
      customer = await createUser()
    })

    it.each([
      ['a missing origin', { origin: '' }, 'origin', 'Required'],
      ['a name of spaces only', { customer_name: '   ' }, 'customer_name', 'Required'],
      ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Invalid email'],
      ['a phone number without its area code', { phone: '555-0100' }, 'phone', 'Please enter a valid phone number'],
      ['a negative length', { length: -1 }, 'length', 'Cannot be negative'],
      ['a negative width', { width: -0.1 }, 'width', 'Cannot be negative'],
      ['a negative height', { height: -2 }, 'height', 'Cannot be negative'],
      ['a negative weight', { weight_lb: -5 }, 'weight_lb', 'Cannot be negative'],
      ['a length over 500 ft', { length: 500.1 }, 'length', 'Must be at most 500 ft'],
      ['a weight over 2,000,000 lb', { weight_lb: 2_000_001 }, 'weight_lb', 'Must be at most 2,000,000 lb'],
      ['a pickup date in the past', { pickup_date: '2020-01-01' }, 'pickup_date', 'Pickup date cannot be in the past'],
      ['an overlong name', { customer_name: 'x'.repeat(101) }, 'customer_name', 'Must be at most 100 characters'],
      ['overlong notes', { notes: 'x'.repeat(5001) }, 'notes', 'Must be at most 5000 characters'],
    ])('%s', async (_label, overrides, field, message) => {
      const errors = await fieldErrorsOf(customer.client.collection('quotes').create(quoteInput(overrides)))
      expect(errors).toEqual({ [field]: { code: expect.any(String), message } })
    })

    it('all at once', async () => {
      const errors = await fieldErrorsOf(
        customer.client
          .collection('quotes')
          .create(quoteInput({ phone: '', destination: '', email: 'x@', height: -1 })),
      )
      expect(Object.keys(errors).sort()).toEqual(['destination', 'email', 'height', 'phone'])
    })
  })

  it('stores text trimmed, and accepts a pickup date of today', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const created = await anonymous()
      .collection('quotes')
      .create(quoteInput({ customer_name: '  Dana Whitfield \n', origin: ' Dayton, OH ', pickup_date: today }))
    expect(created).toMatchObject({ customer_name: 'Dana Whitfield', origin: 'Dayton, OH' })
    expect(created.pickup_date.slice(0, 10)).toBe(today)
  })

  // The same table as src/features/quotes/load-class.test.ts and server/load_class_test.go, end to end; the class sent is ignored.
  describe('classifies the load', () => {
    let customer: SignedInUser
    beforeAll(async () => {
      customer = await createUser()
    })

    it.each([
      [{ length: 53, width: 8.5, height: 13.5, weight_lb: 80_000 }, 'legal'],
      [{ length: null, width: null, height: null, weight_lb: null }, 'legal'],
      [{ length: 53, width: 8.6, height: 13.5, weight_lb: 80_000 }, 'oversize'],
      [{ length: 53.1, width: 8, height: 10, weight_lb: 40_000 }, 'oversize'],
      [{ length: 40, width: 8, height: 13.6, weight_lb: 0 }, 'oversize'],
      [{ length: 40, width: 12, height: 10, weight_lb: 80_001 }, 'heavy_haul'],
      [{ length: 40, width: 8, height: 10, weight_lb: 125_000 }, 'super_heavy'],
      [{ length: 40, width: 8, height: 10, weight_lb: 200_000 }, 'super_heavy'],
      [{ length: 40, width: 8, height: 10, weight_lb: 200_001 }, 'ultra_heavy'],
      [{ length: 40, width: 8, height: 10, weight_lb: 300_000 }, 'ultra_heavy'],
      [{ length: 40, width: 8, height: 10, weight_lb: 300_001 }, 'over_maximum'],
    ])('%o as %s, whatever class was sent', async (load, expected) => {
      const forged = expected === 'legal' ? 'over_maximum' : 'legal'
      const created = await customer.client.collection('quotes').create(quoteInput({ ...load, load_class: forged }))
      expect(created.load_class).toBe(expected)
    })
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
    const created = await sender.client
      .collection('contact_messages')
      .create(contactMessageInput(forgedServerFields('')))
    expect(created).toMatchObject({ notify_status: 'pending', notify_attempts: 0, user: sender.record.id })
  })

  it('store markup as plain text', async () => {
    const message = '<script>document.cookie</script>'
    const created = await anonymous()
      .collection('contact_messages')
      .create(contactMessageInput({ message, subject: '"><svg onload=alert(1)>' }))
    expect(created).toMatchObject({ message, subject: '"><svg onload=alert(1)>', user: '' })
  })

  describe('refuses, with the texts of the contact form,', () => {
    let sender: SignedInUser
    beforeAll(async () => {
      sender = await createUser()
    })

    it.each([
      ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
      ['a missing name', { name: '' }, 'name', 'Name must be at least 2 characters'],
      ['an invalid e-mail', { email: 'lee@' }, 'email', 'Please enter a valid email address'],
      ['a missing e-mail', { email: '' }, 'email', 'Please enter a valid email address'],
      ['a phone number under 10 characters', { phone: '555-0100' }, 'phone', 'Please enter a valid phone number'],
      ['a subject under 5 characters', { subject: 'Hi' }, 'subject', 'Subject must be at least 5 characters'],
      ['a message under 10 characters', { message: 'Call me' }, 'message', 'Message must be at least 10 characters'],
      ['a message of spaces', { message: ' '.repeat(20) }, 'message', 'Message must be at least 10 characters'],
    ])('%s', async (_label, overrides, field, message) => {
      const errors = await fieldErrorsOf(
        sender.client.collection('contact_messages').create(contactMessageInput(overrides)),
      )
      expect(errors).toEqual({ [field]: { code: expect.any(String), message } })
    })

    it('nothing when the optional phone is left out', async () => {
      const created = await sender.client.collection('contact_messages').create(contactMessageInput({ phone: '' }))
      expect(created.phone).toBe('')
    })
  })
})
