import type { RecordModel } from 'pocketbase'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { company } from '../../src/content/company'
import {
  contactMessageInput,
  createUser,
  jobApplicationForm,
  pdfFile,
  pngFile,
  quoteInput,
  superuser,
  uniqueEmail,
} from './helpers'
import { headerOf, MAIL_TIMEOUT_MS, mailFor, mailsFor, recordWhen, type SinkMessage } from './notifications-mailbox'

// Addresses the test stack gives the server (scripts/lib/test-stack.mjs).
const DISPATCH = 'dispatch@test.local'
const CAREERS = 'careers@test.local'

const SCRIPT = '<script>alert("x")</script>'
const ESCAPED_SCRIPT = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'

/** Every text a visitor typed must reach the HTML escaped, and nowhere unescaped. */
function expectEscaped(message: SinkMessage, typed: string[]) {
  expect(message.html).not.toContain('<script')
  for (const text of typed) expect(message.html).toContain(text.replace(SCRIPT, ESCAPED_SCRIPT))
}

// Unicode's isolates around a place or a name in plain text: FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE.
const isolated = (part: string) => `\u2068${part}\u2069`

/** A customer's name written right to left (Arabic), with markup that must stay escaped. */
const RTL_NAME = `سارة المصري ${SCRIPT}`
const ESCAPED_RTL_NAME = RTL_NAME.replace(SCRIPT, ESCAPED_SCRIPT)

const futureDate = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10)

describe('mail for new submissions', () => {
  const customerEmail = uniqueEmail('shipper')
  const applicantEmail = uniqueEmail('applicant')
  const senderEmail = uniqueEmail('sender')
  let visitorEmail: string
  let quote: RecordModel
  /** Between two places written right to left, from a customer whose name is too. */
  let rtlQuote: RecordModel
  const rtlCustomerEmail = uniqueEmail('rtl-shipper')
  let application: RecordModel
  let contact: RecordModel
  let mails: Record<
    'dispatch' | 'rtlDispatch' | 'confirmation' | 'rtlConfirmation' | 'careers' | 'applicant' | 'contact',
    SinkMessage
  >

  beforeAll(async () => {
    const visitor = await createUser()
    visitorEmail = visitor.record.email
    quote = await visitor.client.collection('quotes').create(
      quoteInput({
        customer_name: `Dana ${SCRIPT}`,
        email: customerEmail,
        phone: `555 ${SCRIPT}`,
        origin: `Dayton ${SCRIPT}`,
        destination: `Houston ${SCRIPT}`,
        equipment: `Lowboy ${SCRIPT}`,
        notes: `Excavator\n${SCRIPT}`,
        length: 42.5,
        width: 12,
        height: 11.5,
        weight_lb: 150_000,
        pickup_date: futureDate,
      }),
    )
    rtlQuote = await visitor.client.collection('quotes').create(
      quoteInput({ customer_name: RTL_NAME, email: rtlCustomerEmail, origin: 'القاهرة', destination: `חיפה ${SCRIPT}` }),
    )
    application = await visitor.client.collection('job_applications').create(
      jobApplicationForm({
        job_title: `Heavy Haul Driver ${SCRIPT}`,
        first_name: `Sam ${SCRIPT}`,
        last_name: `Ortega ${SCRIPT}`,
        email: applicantEmail,
        phone: `555 ${SCRIPT}`,
        address: `1 Main St ${SCRIPT}`,
        city: `Dayton ${SCRIPT}`,
        state: `OH ${SCRIPT}`,
        cover_letter: `Ten years\n${SCRIPT}`,
        experience_years: 6,
        cdl_document: pngFile('cdl.png'),
        other_documents: [pdfFile('reference.pdf')],
      }),
    )
    contact = await visitor.client.collection('contact_messages').create(
      contactMessageInput({
        name: `Lee ${SCRIPT}`,
        email: senderEmail,
        phone: `555 ${SCRIPT}`,
        subject: `Permits ${SCRIPT}`,
        message: `Do you handle permits?\n${SCRIPT}`,
      }),
    )
    const mailUrl = inject('mailUrl')
    const [dispatch, rtlDispatch, confirmation, rtlConfirmation, careers, applicant, contactMail] = await Promise.all([
      mailFor(mailUrl, DISPATCH, quote.id),
      mailFor(mailUrl, DISPATCH, rtlQuote.id),
      mailFor(mailUrl, customerEmail, quote.id),
      mailFor(mailUrl, rtlCustomerEmail, rtlQuote.id),
      mailFor(mailUrl, CAREERS, application.id),
      mailFor(mailUrl, applicantEmail, application.id),
      mailFor(mailUrl, DISPATCH, contact.id),
    ])
    mails = { dispatch, rtlDispatch, confirmation, rtlConfirmation, careers, applicant, contact: contactMail }
  }, MAIL_TIMEOUT_MS + 10_000)

  it('sends dispatch every field of a quote, its class and a back-office link', () => {
    const { dispatch } = mails
    expect(dispatch.subject).toContain('Super heavy')
    for (const shown of ['42.5 ft', '12 ft', '11.5 ft', '150,000 lb', futureDate, 'Super heavy', customerEmail]) {
      expect(dispatch.text).toContain(shown)
    }
    expect(dispatch.html).toContain(`href="${inject('pbUrl')}/admin/quotes?quote=${quote.id}"`)
    expect(dispatch.text).toContain(`Signed in as ${visitorEmail}`)
    expect(headerOf(dispatch, 'Reply-To')).toContain(customerEmail)
  })

  it('keeps each place of the route on its side of the arrow, in the subject, the text and the HTML, where it stays escaped', () => {
    const { rtlDispatch } = mails
    const route = `${isolated('القاهرة')} → ${isolated(`חיפה ${SCRIPT}`)}`
    expect(rtlDispatch.subject).toContain(`New quote request: ${route} (`)
    expect(rtlDispatch.text).toContain(` asks for a quote: ${route}.`)
    expect(rtlDispatch.html).toContain(` asks for a quote: <bdi>القاهرة</bdi> → <bdi>חיפה ${ESCAPED_SCRIPT}</bdi>.`)
    // The rows name each place alone, as typed.
    expect(rtlDispatch.text).toContain('Origin: القاهرة\n')
  })

  it('keeps a name written right to left from turning the sentence it starts around, in both mails, where it stays escaped', () => {
    const { rtlDispatch, rtlConfirmation } = mails
    expect(rtlDispatch.text).toContain(`\n${isolated(RTL_NAME)} asks for a quote: `)
    expect(rtlDispatch.html).toContain(`<p style="margin:0 0 12px"><bdi>${ESCAPED_RTL_NAME}</bdi> asks for a quote: `)
    expect(rtlConfirmation.text.startsWith(`Thank you, ${isolated(RTL_NAME)}\n`)).toBe(true)
    expect(rtlConfirmation.html).toContain(`>Thank you, <bdi>${ESCAPED_RTL_NAME}</bdi></h1>`)
    // The rows name the customer alone, as typed.
    expect(rtlDispatch.text).toContain(`Customer: ${RTL_NAME}\n`)
  })

  it('escapes every value of a quote in both mails', () => {
    expectEscaped(mails.dispatch, [
      quote.customer_name,
      quote.phone,
      quote.origin,
      quote.destination,
      quote.equipment,
      `Excavator<br>${SCRIPT}`,
    ])
    expectEscaped(mails.confirmation, [quote.customer_name])
  })

  it('repeats to the customer no text they typed but their name', () => {
    for (const typed of [quote.origin, quote.destination, quote.equipment, 'Excavator']) {
      expect(mails.confirmation.text).not.toContain(typed)
    }
  })

  it('confirms to the customer a reply within 24 hours, with a summary of the request', () => {
    const { confirmation } = mails
    expect(confirmation.text).toContain("We'll get back to you within 24 hours with a detailed quote.")
    expect(confirmation.text).toContain('42.5 × 12 × 11.5 ft')
    expect(confirmation.text).toContain(company.dispatchPhone.display)
    expect(headerOf(confirmation, 'Reply-To')).toContain(DISPATCH)
  })

  it('sends careers the application with its documents listed under their uploaded names, escaped', async () => {
    const { careers } = mails
    expect(careers.text).toContain('Resume: resume.pdf\n')
    expect(careers.text).toContain('CDL: cdl.png\n')
    expect(careers.text).toContain('Other document: reference.pdf')
    const stored = await (await superuser()).collection('job_applications').getOne(application.id)
    expect(stored).toMatchObject({ resume_name: 'resume.pdf', cdl_document_name: 'cdl.png' })
    for (const name of [stored.resume, stored.cdl_document, ...stored.other_documents]) {
      expect(careers.text).not.toContain(name)
    }
    expect(careers.text).toContain('6-10 years')
    expect(careers.html).toContain(`href="${inject('pbUrl')}/admin/careers?application=${application.id}"`)
    expect(headerOf(careers, 'Reply-To')).toContain(applicantEmail)
    expectEscaped(careers, [
      application.job_title,
      application.first_name,
      application.last_name,
      application.phone,
      application.address,
      application.city,
      application.state,
      `Ten years<br>${SCRIPT}`,
    ])
  })

  it("keeps the applicant's name and the position in their own direction wherever a sentence names them", () => {
    const { careers, applicant } = mails
    const name = `${application.first_name} ${application.last_name}`
    const escaped = (typed: string) => typed.replaceAll(SCRIPT, ESCAPED_SCRIPT)
    expect(careers.subject).toBe(`Job application: ${isolated(name)}, ${isolated(application.job_title)}`)
    expect(careers.text).toContain(`${isolated(name)} applied for ${isolated(application.job_title)}.`)
    expect(careers.html).toContain(`<bdi>${escaped(name)}</bdi> applied for <bdi>${escaped(application.job_title)}</bdi>.`)
    expect(applicant.text).toContain(`Thank you, ${isolated(application.first_name)}`)
    expect(applicant.html).toContain(`Thank you, <bdi>${escaped(application.first_name)}</bdi>`)
  })

  it('confirms to the applicant, like the shipper: their escaped name, the reference and the documents received', () => {
    const { applicant } = mails
    expect(applicant.subject).toBe(`We received your application (${application.id})`)
    expect(applicant.text).toContain('answers within a week')
    expect(applicant.text).toContain('CDL and other document')
    expect(applicant.text).toContain(`Reference: ${application.id}`)
    expect(headerOf(applicant, 'Reply-To')).toContain(CAREERS)
    expectEscaped(applicant, [application.first_name])
    // Nothing else the applicant typed goes back to the address the form named.
    for (const typed of ['Heavy Haul Driver', 'Ortega', '1 Main St', 'Ten years']) expect(applicant.text).not.toContain(typed)
  })

  it('sends dispatch the contact message, escaped, answerable by reply, the sender’s name in a direction of its own', () => {
    const { contact: mail } = mails
    expect(mail.subject).toBe(`Contact form: ${contact.subject}`)
    expect(headerOf(mail, 'Reply-To')).toContain(senderEmail)
    expectEscaped(mail, [contact.name, contact.phone, contact.subject, `Do you handle permits?<br>${SCRIPT}`])
    expect(mail.text).toContain(`${isolated(contact.name)} wrote through the contact form.`)
    expect(mail.html).toContain(`<bdi>${contact.name.replace(SCRIPT, ESCAPED_SCRIPT)}</bdi> wrote through the contact form.`)
  })

  it('records the delivery on each record, once', async () => {
    const su = await superuser()
    for (const [collection, record] of [
      ['quotes', quote],
      ['job_applications', application],
      ['contact_messages', contact],
    ] as const) {
      const stored = await recordWhen(su, collection, record.id, (it) => it.notify_status !== 'pending', 10_000)
      expect(stored).toMatchObject({ notify_status: 'sent', notify_attempts: 1, notify_error: '' })
      expect(stored.notified_at).not.toBe('')
    }
    expect(await mailsFor(inject('mailUrl'), DISPATCH, quote.id)).toHaveLength(1)
    expect(await mailsFor(inject('mailUrl'), customerEmail, quote.id)).toHaveLength(1)
    expect(await mailsFor(inject('mailUrl'), applicantEmail, application.id)).toHaveLength(1)
  })
})
