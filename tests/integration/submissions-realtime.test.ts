import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  admin,
  anonymous,
  contactMessageInput,
  createUser,
  jobApplicationForm,
  quoteInput,
  type SignedInUser,
} from './helpers'
import { listen, type RealtimeListener } from './realtime-listener'

/**
 * The back office's lists are live: an admin subscribed to the submissions hears of every
 * new one, status change and delete at once. The subscription follows the list rules, so
 * nobody else hears of records they may not read.
 */

const TOPICS = ['quotes/*', 'job_applications/*', 'contact_messages/*']
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('realtime events of submissions', () => {
  let adminListener: RealtimeListener
  let visitorListener: RealtimeListener
  let userListener: RealtimeListener
  let user: SignedInUser

  beforeAll(async () => {
    user = await createUser({ roles: ['freight_broker'] })
    adminListener = await listen(inject('pbUrl'), TOPICS, (await admin()).authStore.token)
    visitorListener = await listen(inject('pbUrl'), TOPICS)
    userListener = await listen(inject('pbUrl'), TOPICS, user.client.authStore.token)
  })

  afterAll(() => {
    for (const listener of [adminListener, visitorListener, userListener]) listener.close()
  })

  it('reach an admin within a second: creation, each status change and the delete', async () => {
    const quote = await anonymous().collection('quotes').create(quoteInput())
    const created = await adminListener.waitFor((m) => m.action === 'create' && m.record.id === quote.id)
    expect(created).toMatchObject({ topic: 'quotes/*', record: { status: 'new', load_class: quote.load_class } })

    await (await admin()).collection('quotes').update(quote.id, { status: 'reviewed' })
    await adminListener.waitFor(
      (m) => m.action === 'update' && m.record.id === quote.id && m.record.status === 'reviewed',
    )
    await (await admin()).collection('quotes').delete(quote.id)
    await adminListener.waitFor((m) => m.action === 'delete' && m.record.id === quote.id)
  })

  it('reach an admin for applications and contact messages too', async () => {
    const application = await anonymous().collection('job_applications').create(jobApplicationForm())
    const message = await anonymous().collection('contact_messages').create(contactMessageInput())
    await adminListener.waitFor((m) => m.topic === 'job_applications/*' && m.record.id === application.id)
    await adminListener.waitFor((m) => m.topic === 'contact_messages/*' && m.record.id === message.id)
  })

  it('reach a signed-in user for their own quote only, and a visitor never', async () => {
    const own = await user.client.collection('quotes').create(quoteInput())
    await userListener.waitFor((m) => m.record.id === own.id)
    // Everything created above has reached the admin by now; give the others the same time.
    await adminListener.waitFor((m) => m.record.id === own.id)
    await pause(300)
    // The mail cron may have updated the quote meanwhile: the same record again.
    expect(new Set(userListener.messages.map((m) => m.record.id))).toEqual(new Set([own.id]))
    expect(visitorListener.messages).toEqual([])
  })
})
