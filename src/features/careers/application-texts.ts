import { givenLines, type ReceiptLine } from '../../lib/outbox/receipt'
import type { SubmissionTexts } from '../../lib/outbox/use-outbox-submission'
import type { ApplicationValues } from './application-schema'

/** The spec's toasts for the application form (§8), and its receipt. */
export const applicationTexts: SubmissionTexts = {
  what: 'application',
  sent: {
    title: 'Application Submitted!',
    message: "Thank you for your interest. We'll review your application and get back to you soon.",
  },
  refused: { title: 'Error', message: 'Failed to submit application. Please try again.' },
  unexpected: { title: 'Error', message: 'Failed to submit application. Please try again.' },
  receipt: {
    heading: 'Application received',
    reply: 'Thank you for your interest. Our hiring team reads every application and answers within a week; we also e-mail you a confirmation.',
    again: 'Submit another application',
  },
}

/** An application in a few lines, as its receipt repeats it. */
export function summarizeApplication(values: ApplicationValues): ReceiptLine[] {
  const documents = [values.resume, values.cdl_document, ...values.other_documents].filter((file) => file !== null)
  return givenLines([
    { label: 'Position', value: values.job_title },
    { label: 'Name', value: `${values.first_name.trim()} ${values.last_name.trim()}` },
    { label: 'Contact', value: [values.email, values.phone].map((part) => part.trim()).join(' · ') },
    { label: 'Documents', value: documents.map((file) => file.name).join(', ') },
  ])
}
