import type { SubmissionTexts } from '../../lib/outbox/use-outbox-submission'

/** The spec's toasts for the quote form (§8), and its receipt. */
export const quoteTexts: SubmissionTexts = {
  what: 'quote request',
  sent: { title: 'Quote Request Submitted!', message: "We'll get back to you within 24 hours with a detailed quote." },
  refused: { title: 'Error', message: 'Failed to submit quote request. Please try again.' },
  unexpected: { title: 'Error', message: 'An unexpected error occurred. Please try again.' },
  receipt: {
    heading: 'Quote request received',
    reply: "We'll get back to you within 24 hours with a detailed quote, by e-mail or phone.",
    again: 'Request another quote',
  },
}
