import { company } from '../../content/company'
import { givenLines, type ReceiptLine } from '../../lib/outbox/receipt'
import type { SubmissionTexts } from '../../lib/outbox/use-outbox-submission'
import type { ContactValues } from './contact-schema'

/** The spec's toasts for the contact form (§8), and its receipt. */
export const contactTexts: SubmissionTexts = {
  what: 'message',
  sent: { title: 'Message Sent!', message: "We've received your message and will get back to you shortly." },
  refused: { title: 'Error', message: 'Failed to send your message. Please try again.' },
  unexpected: { title: 'Error', message: 'An unexpected error occurred. Please try again.' },
  receipt: {
    heading: 'Message received',
    reply: `We'll get back to you shortly, within one business day (office hours ${company.officeHours}). For anything urgent, call dispatch 24/7 at ${company.dispatchPhone.display}.`,
    again: 'Send another message',
  },
}

const EXCERPT_LENGTH = 160

/** A contact message in a few lines, as its receipt repeats it. */
export function summarizeContact(values: ContactValues): ReceiptLine[] {
  const message = values.message.trim()
  return givenLines([
    { label: 'Subject', value: values.subject.trim() },
    { label: 'Message', value: message.length > EXCERPT_LENGTH ? `${message.slice(0, EXCERPT_LENGTH).trimEnd()}…` : message },
    { label: 'Reply to', value: [values.name, values.email, values.phone].map((part) => part.trim()).filter(Boolean).join(' · ') },
  ])
}
