import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../scripts/lib/test-stack.mjs'
import { clientId } from './fault-requests'
import { fieldErrorNames, fuzzClient } from './fuzz-client'
import { corruptions, textOf, type FieldSchema } from './fuzz-values'
import { contactMessageInput, jobApplicationForm, pdfFile, quoteInput } from './helpers'
import type { SinkMessage } from './notifications-mailbox'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

// Each property stays well under 20 s on a busy machine.
const RUNS = 25

/**
 * Generated bad values against every public create and update: always a 4xx naming the
 * fields in error (only those), never a 5xx, never a record saved in part. Its own server,
 * trusting X-Forwarded-For, so every request comes from an address of its own and the rate
 * limits stay on without answering in place of the checks.
 */
describe('bad values sent to the public forms', () => {
  let stack: TestStack
  let client: ReturnType<typeof fuzzClient>

  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } })
    client = fuzzClient(stack)
  })

  afterAll(async () => {
    await stack?.stop()
  })

  /** The fields of `collection` a form fills in (`formFields`), as the server describes them. */
  async function formFieldsOf(collection: string, formFields: string[]): Promise<FieldSchema[]> {
    return (await client.fields(collection)).filter((field) => formFields.includes(field.name))
  }

  const QUOTE_FIELDS = ['customer_name', 'email', 'phone', 'origin', 'destination', 'equipment', 'length', 'width', 'height', 'weight_lb', 'pickup_date', 'notes']
  const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message']
  const APPLICATION_FIELDS = ['job_title', 'first_name', 'last_name', 'email', 'phone', 'address', 'city', 'state', 'zip_code', 'experience_years', 'availability_date', 'cover_letter']

  it.each([
    ['quotes', QUOTE_FIELDS, quoteInput],
    ['contact_messages', CONTACT_FIELDS, contactMessageInput],
  ] as const)('%s: a 400 naming exactly the bad fields, and nothing saved', { timeout: 60_000 }, async (collection, formFields, valid) => {
    const fields = await formFieldsOf(collection, [...formFields])
    await fc.assert(
      fc.asyncProperty(corruptions(fields), async (bad) => {
        const id = clientId()
        const answer = await client.send('POST', `/api/collections/${collection}/records`, { ...valid(), ...bad, id })
        expect(answer.status).toBe(400)
        expect(fieldErrorNames(answer)).toEqual(Object.keys(bad).sort())
        expect(await client.count(collection, `id = "${id}"`)).toBe(0)
      }),
      { numRuns: RUNS },
    )
  })

  const badFiles = fc.oneof(
    fc.constant({ resume: new File(['<script>alert(1)</script>'], 'resume.html', { type: 'text/html' }) }),
    fc.constant({ resume: new File([], 'resume.pdf', { type: 'application/pdf' }) }),
    fc.constant({ cdl_document: new File(['MZ'], 'cdl.exe', { type: 'application/octet-stream' }) }),
    fc.integer({ min: 11, max: 14 }).map((count) => ({ other_documents: Array.from({ length: count }, (_, i) => pdfFile(`doc-${i}.pdf`)) })),
  )

  it('job applications with files: a 400 naming the bad fields, and nothing saved', { timeout: 60_000 }, async () => {
    const fields = await formFieldsOf('job_applications', APPLICATION_FIELDS)
    await fc.assert(
      fc.asyncProperty(fc.option(corruptions(fields), { nil: undefined }), fc.option(badFiles, { nil: undefined }), async (bad, files) => {
        fc.pre(bad !== undefined || files !== undefined)
        const id = clientId()
        const form = jobApplicationForm({ ...(bad as Record<string, string | number>), ...files, id })
        const answer = await client.send('POST', '/api/collections/job_applications/records', form)
        expect(answer.status).toBe(400)
        const named = fieldErrorNames(answer)
        expect(named.length).toBeGreaterThan(0)
        for (const name of named) expect([...Object.keys(bad ?? {}), ...Object.keys(files ?? {})]).toContain(name)
        for (const name of Object.keys(bad ?? {})) expect(named).toContain(name)
        expect(await client.count('job_applications', `id = "${id}"`)).toBe(0)
      }),
      { numRuns: RUNS },
    )
  })

  const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'company_name']

  it('sign-up: a 400 naming the bad fields, and no account', { timeout: 60_000 }, async () => {
    const fields = await formFieldsOf('users', [...PROFILE_FIELDS, 'email'])
    const usersBefore = await client.count('users', '')
    await fc.assert(
      fc.asyncProperty(corruptions(fields), async (bad) => {
        const signUp = {
          email: `fuzz-${clientId()}@example.test`,
          password: 'fuzz-password-123',
          passwordConfirm: 'fuzz-password-123',
          first_name: 'Fuzz',
          last_name: 'Tester',
          roles: ['freight_broker'],
          ...bad,
        }
        const answer = await client.send('POST', '/api/collections/users/records', signUp)
        expect(answer.status).toBe(400)
        expect(fieldErrorNames(answer)).toEqual(Object.keys(bad).sort())
      }),
      // Fewer: each sign-up costs the server a password hash.
      { numRuns: 15 },
    )
    expect(await client.count('users', '')).toBe(usersBefore)
  })

  it('profile: a 400 naming the bad fields, and the profile as it was', { timeout: 60_000 }, async () => {
    const fields = await formFieldsOf('users', PROFILE_FIELDS)
    const email = `fuzz-profile-${clientId()}@example.test`
    const password = 'fuzz-password-123'
    await client.send('POST', '/api/collections/users/records', { email, password, passwordConfirm: password, first_name: 'Pat', roles: ['carrier'] })
    const signedIn = await client.send('POST', '/api/collections/users/auth-with-password', { identity: email, password })
    const token = signedIn.body.token as string
    const { id } = signedIn.body.record as { id: string }
    const before = await (await client.superuser()).collection('users').getOne(id)

    await fc.assert(
      fc.asyncProperty(corruptions(fields), fc.boolean(), async (bad, claimAdmin) => {
        const change = { ...bad, ...(claimAdmin ? { roles: ['admin'] } : {}) }
        const answer = await client.send('PATCH', `/api/collections/users/records/${id}`, change, token)
        expect(answer.status).toBeGreaterThanOrEqual(400)
        expect(answer.status).toBeLessThan(500)
        expect(fieldErrorNames(answer).length).toBeGreaterThan(0)
        expect(await (await client.superuser()).collection('users').getOne(id)).toEqual(before)
      }),
      { numRuns: RUNS },
    )
  })

  const event = fc.record({
    id: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
    type: fc.oneof(fc.constantFrom('page_view', 'click', 'custom', ''), fc.anything()),
    timestamp: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
    page_url: fc.oneof(textOf(0, 50), fc.anything()),
  })

  it('tracking: never a 5xx, and a refused batch leaves nothing behind', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.array(event, { maxLength: 5 }), fc.anything()), fc.boolean(), async (events, asText) => {
        const batch = { consent_id: crypto.randomUUID().replaceAll('-', ''), session_id: crypto.randomUUID(), events }
        const answer = await client.send('POST', '/api/track', asText ? JSON.stringify(batch).slice(0, -3) : batch)
        expect(answer.status).toBeLessThan(500)
        if (answer.status >= 400) expect(await client.count('analytics_events', `consent_id = "${batch.consent_id}"`)).toBe(0)
      }),
      { numRuns: RUNS * 2 },
    )
  })

  it('texts typed into a quote reach the mails escaped', { timeout: 90_000 }, async () => {
    const run = clientId().slice(0, 6)
    const texts = ['customer_name', 'origin', 'destination', 'equipment', 'notes'] as const
    const sent: { id: string; values: Record<string, string> }[] = []
    await fc.assert(
      fc.asyncProperty(fc.record(Object.fromEntries(texts.map((name) => [name, textOf(1, 30)]))), async (typed) => {
        const id = clientId()
        // Marked, so a text can never match the mail's own markup by chance.
        const values = Object.fromEntries(texts.map((name) => [name, `zq${run}${typed[name]}qz`]))
        const answer = await client.send('POST', '/api/collections/quotes/records', { ...quoteInput({ email: `escape-${id}@shipper.test` }), ...values, id })
        expect(answer.status).toBe(200)
        sent.push({ id, values })
      }),
      { numRuns: 10 },
    )
    const superuser = await client.superuser()
    await superuser.send('/api/crons/submission-mail', { method: 'POST' })
    const ids = sent.map((quote) => `id = "${quote.id}"`).join(' || ')
    await expect.poll(() => client.count('quotes', `(${ids}) && notify_status = 'sent'`), { timeout: 60_000, interval: 500 }).toBe(sent.length)

    const messages = (await (await fetch(`${stack.mailUrl}/messages`)).json()) as SinkMessage[]
    for (const quote of sent) {
      const mails = messages.filter((message) => message.text.includes(quote.id))
      expect(mails.length).toBeGreaterThan(0)
      for (const mail of mails) {
        for (const value of Object.values(quote.values)) {
          if (mail.text.includes(value)) expect(mail.html).toContain(escapeHtml(value))
          if (/[<>&"']/.test(value)) expect(mail.html).not.toContain(value)
        }
      }
      const dispatch = mails.find((mail) => mail.to.includes('dispatch@test.local'))!
      for (const value of Object.values(quote.values)) expect(dispatch.html).toContain(escapeHtml(value))
    }
  })
})
