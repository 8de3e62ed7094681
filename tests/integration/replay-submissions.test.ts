import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { admin, anonymous, contactMessageInput, createUser, fieldErrorsOf, jobApplicationForm, quoteInput, superuser } from './helpers'

const pbUrl = () => inject('pbUrl')

async function sessionSubmissions(session: string, token?: string) {
  const response = await fetch(`${pbUrl()}/api/admin/session-submissions?session=${encodeURIComponent(session)}`, {
    headers: token ? { Authorization: token } : {},
  })
  return { status: response.status, body: (await response.json()) as { submissions?: { kind: string; id: string }[] } }
}

describe('submissions linked to the session replay of the session they were sent in', () => {
  it('keeps the tracking session of a quote, application and message for admins only, and lists them by session', async () => {
    const session = randomUUID()
    const customer = await createUser()
    const quote = await customer.client.collection('quotes').create(quoteInput({ tracking_session: session }))
    const application = await anonymous().collection('job_applications').create(jobApplicationForm({ tracking_session: session }))
    const message = await anonymous().collection('contact_messages').create(contactMessageInput({ tracking_session: session }))

    // Neither the create's answer nor the owner's reads give it back, nor can the owner filter on it.
    for (const record of [quote, application, message]) expect(record).not.toHaveProperty('tracking_session')
    expect(await customer.client.collection('quotes').getOne(quote.id)).not.toHaveProperty('tracking_session')
    const probe = customer.client.collection('quotes').getList(1, 10, { filter: `tracking_session = "${session}"` })
    await expect(probe.then((list) => list.items.length)).rejects.toMatchObject({ status: 400 })

    const back = await admin()
    expect(await back.collection('quotes').getOne(quote.id)).toMatchObject({ tracking_session: session })
    expect(await back.collection('contact_messages').getOne(message.id)).toMatchObject({ tracking_session: session })

    const listed = await sessionSubmissions(session, back.authStore.token)
    expect(listed.status).toBe(200)
    expect(listed.body.submissions!.map(({ kind, id }) => `${kind}:${id}`).sort()).toEqual(
      [`application:${application.id}`, `message:${message.id}`, `quote:${quote.id}`].sort(),
    )
    expect((await sessionSubmissions(randomUUID(), back.authStore.token)).body.submissions).toEqual([])
  })

  it('refuses the session list to visitors and customers, and a malformed session id on a submission', async () => {
    const customer = await createUser()
    expect((await sessionSubmissions(randomUUID())).status).toBe(401)
    expect((await sessionSubmissions(randomUUID(), customer.client.authStore.token)).status).toBe(403)
    expect((await sessionSubmissions('x"||1', (await admin()).authStore.token)).status).toBe(400)

    const errors = await fieldErrorsOf(anonymous().collection('quotes').create(quoteInput({ tracking_session: 'not a session"' })))
    expect(errors).toHaveProperty('tracking_session')
  })

  it('lets nobody change a submission\'s tracking session afterwards', async () => {
    const su = await superuser()
    const session = randomUUID()
    const quote = await anonymous().collection('quotes').create(quoteInput({ tracking_session: session }))
    await (await admin()).collection('quotes').update(quote.id, { tracking_session: randomUUID() }).catch(() => null)
    expect((await su.collection('quotes').getOne(quote.id)).tracking_session).toBe(session)
  })
})
