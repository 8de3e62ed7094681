import { describe, expect, inject, it } from 'vitest'
import type { RecordModel } from 'pocketbase'
import { anonymous, contactMessageInput, createUser, fieldErrorsOf, jobApplicationForm, pdfFile, quoteInput, superuser, uniqueEmail } from './helpers'
import { MAIL_TIMEOUT_MS, mailFor, mailsFor, recordWhen } from './notifications-mailbox'
import { send } from './tracking-requests'

/**
 * Abuse a probe of the running server found: bursts of creates by signed-in users, huge job
 * applications, huge bodies where no file is taken, and the customer confirmation used to
 * mail one address over and over.
 */

function postAs(token: string, from: string, path: string, body: unknown): Promise<number> {
  const headers = { 'content-type': 'application/json', authorization: token }
  return send(path, JSON.stringify(body), { from, headers }).then((answer) => answer.status)
}

const MB = 1024 * 1024

/** A real PDF of about `megabytes` (PocketBase reads the type from the content). */
function bigPdf(name: string, megabytes: number): File {
  const head = '%PDF-1.4\n1 0 obj <<>> endobj\n'
  return new File([head, ' '.repeat(megabytes * MB - head.length - 20), '\ntrailer <<>>\n%%EOF\n'], name, {
    type: 'application/pdf',
  })
}

describe('signed-in users', () => {
  it('are stopped after twenty quick creates on one collection, counted before the rules', async () => {
    const { client } = await createUser()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push(await postAs(client.authStore.token, '127.0.0.41', '/api/collections/quotes/records', {}))
    expect(statuses.slice(0, 20)).not.toContain(429)
    expect(statuses[20]).toBe(429)
  })
})

describe('a record without files', () => {
  const json = { 'content-type': 'application/json' }
  const hugeMessage = (email: string) => JSON.stringify(contactMessageInput({ email, message: 'x'.repeat(2 * MB) }))
  const messagesTo = async (email: string) =>
    (await (await superuser()).collection('contact_messages').getList(1, 1, { filter: `email = "${email}"` })).totalItems

  it('is refused over 1 MB before its body is read, and nothing is saved', async () => {
    const email = uniqueEmail('huge')
    expect((await send('/api/collections/contact_messages/records', hugeMessage(email), { from: '127.0.0.42', headers: json })).status).toBe(413)
    expect(await messagesTo(email)).toBe(0)
  })

  it('is refused over 1 MB when the body comes without a length, and nothing is saved', async () => {
    const email = uniqueEmail('streamed')
    const answer = await send('/api/collections/contact_messages/records', hugeMessage(email), { from: '127.0.0.43', headers: json, chunked: true })
    expect(answer.status).toBe(413)
    expect(await messagesTo(email)).toBe(0)
  })

  it('is refused over 1 MB on an update too, and keeps what it had', async () => {
    const admins = await superuser()
    const quote = await anonymous().collection('quotes').create<RecordModel>(quoteInput())
    const payload = JSON.stringify({ notes: 'n'.repeat(2 * MB) })
    const headers = { ...json, authorization: admins.authStore.token }
    const answer = await send(`/api/collections/quotes/records/${quote.id}`, payload, { method: 'PATCH', from: '127.0.0.44', headers })
    expect(answer.status).toBe(413)
    expect((await admins.collection('quotes').getOne<RecordModel>(quote.id)).notes).toBe(quote.notes)
  })
})

describe('job applications', () => {
  it('take at most five other documents', async () => {
    const others = Array.from({ length: 6 }, (_, i) => pdfFile(`reference-${i}.pdf`))
    const errors = await fieldErrorsOf(anonymous().collection('job_applications').create(jobApplicationForm({ other_documents: others })))
    expect(errors).toEqual({ other_documents: expect.objectContaining({ message: 'Attach at most 5 files' }) })
  })

  it('take at most 25 MB of files together, and save nothing beyond', async () => {
    const email = uniqueEmail('bulky')
    const form = jobApplicationForm({
      email,
      resume: bigPdf('resume.pdf', 9),
      cdl_document: bigPdf('cdl.pdf', 9),
      other_documents: [bigPdf('a.pdf', 9)],
    })
    const errors = await fieldErrorsOf(anonymous().collection('job_applications').create(form))
    expect(errors).toEqual({
      other_documents: { code: 'validation_total_size', message: 'All files together must be 25 MB or smaller' },
    })
    const saved = await (await superuser()).collection('job_applications').getList(1, 1, { filter: `email = "${email}"` })
    expect(saved.totalItems).toBe(0)
  })

  it('with 24 MB of files together are accepted', async () => {
    const form = jobApplicationForm({ resume: bigPdf('resume.pdf', 8), cdl_document: bigPdf('cdl.pdf', 8), other_documents: [bigPdf('a.pdf', 8)] })
    expect(await fieldErrorsOf(anonymous().collection('job_applications').create(form))).toEqual({})
  })
})

describe('customer confirmations', () => {
  it('go to one address at most three times an hour; dispatch still gets every quote', async () => {
    const target = uniqueEmail('victim')
    const quotes: RecordModel[] = []
    for (let i = 0; i < 4; i++) quotes.push(await anonymous().collection('quotes').create(quoteInput({ email: target, customer_name: `Spam ${i}` })))
    const su = await superuser()
    const settled = await Promise.all(
      quotes.map((quote) => recordWhen(su, 'quotes', quote.id, (record) => record.notify_status === 'sent')),
    )
    for (const quote of quotes) await mailFor(inject('mailUrl'), 'dispatch@test.local', quote.id)
    const confirmed = await Promise.all(quotes.map(async (quote) => (await mailsFor(inject('mailUrl'), target, quote.id)).length))
    expect(confirmed.reduce((sum, count) => sum + count, 0)).toBe(3)
    const skipped = settled.filter((record) => String(record.notify_error).includes('skipped'))
    expect(skipped).toHaveLength(1)
    expect(skipped[0]!.notify_error).toContain('Confirmation to the customer skipped')
  }, MAIL_TIMEOUT_MS + 20_000)
})
