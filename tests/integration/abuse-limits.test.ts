import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import type { RecordModel } from 'pocketbase'
import { anonymous, contactMessageInput, createUser, fieldErrorsOf, jobApplicationForm, pdfFile, quoteInput, superuser, uniqueEmail } from './helpers'
import { MAIL_TIMEOUT_MS, mailFor, mailsFor, recordWhen } from './notifications-mailbox'

/**
 * Abuse a probe of the running server found: bursts of creates by signed-in users, huge job
 * applications, huge bodies where no file is taken, and the customer confirmation used to
 * mail one address over and over.
 */

interface RawRequest {
  method?: string
  token?: string
  localAddress: string
  /** Sent in pieces without a length when true, as a client may stream a body. */
  streamed?: boolean
}

function send(path: string, payload: string, { method = 'POST', token, localAddress, streamed = false }: RawRequest): Promise<number> {
  const headers: Record<string, string | number> = { 'content-type': 'application/json' }
  if (!streamed) headers['content-length'] = Buffer.byteLength(payload)
  if (token) headers.authorization = token
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, inject('pbUrl')), { method, localAddress, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    // The server may answer and close before taking the whole body.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)))
    if (!streamed) return void outgoing.end(payload)
    const piece = 64 * 1024
    for (let start = 0; start < payload.length; start += piece) outgoing.write(payload.slice(start, start + piece))
    outgoing.end()
  })
}

const postAs = (token: string, localAddress: string, path: string, body: unknown) => send(path, JSON.stringify(body), { token, localAddress })

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
  const hugeMessage = (email: string) => JSON.stringify(contactMessageInput({ email, message: 'x'.repeat(2 * MB) }))
  const messagesTo = async (email: string) =>
    (await (await superuser()).collection('contact_messages').getList(1, 1, { filter: `email = "${email}"` })).totalItems

  it('is refused over 1 MB before its body is read, and nothing is saved', async () => {
    const email = uniqueEmail('huge')
    expect(await send('/api/collections/contact_messages/records', hugeMessage(email), { localAddress: '127.0.0.42' })).toBe(413)
    expect(await messagesTo(email)).toBe(0)
  })

  it('is refused over 1 MB when the body comes without a length, and nothing is saved', async () => {
    const email = uniqueEmail('streamed')
    expect(await send('/api/collections/contact_messages/records', hugeMessage(email), { localAddress: '127.0.0.43', streamed: true })).toBe(413)
    expect(await messagesTo(email)).toBe(0)
  })

  it('is refused over 1 MB on an update too, and keeps what it had', async () => {
    const admins = await superuser()
    const quote = await anonymous().collection('quotes').create<RecordModel>(quoteInput())
    const payload = JSON.stringify({ notes: 'n'.repeat(2 * MB) })
    const status = await send(`/api/collections/quotes/records/${quote.id}`, payload, { method: 'PATCH', token: admins.authStore.token, localAddress: '127.0.0.44' })
    expect(status).toBe(413)
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
