/// <reference path="../../../pb_data/types.d.ts" />

// The applicant's confirmation, like the shipper's: the address is whatever the form named, so
// it repeats only the escaped first name and what the server made of the application (its
// reference, when it arrived, which documents came with it), nothing else the submitter typed.

const DOCUMENT_KINDS = [
  ['resume', 'resume'],
  ['cdl_document', 'CDL'],
  ['other_documents', 'other document'],
]

/** `resume, CDL and 2 other documents`, or Not given. */
function documentsReceived(application, notGiven) {
  const kinds = []
  for (const [field, label] of DOCUMENT_KINDS) {
    const count = application.getStringSlice(field).length
    if (count === 1) kinds.push(label)
    if (count > 1) kinds.push(`${count} ${label}s`)
  }
  if (kinds.length === 0) return notGiven
  return kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} and ${kinds[kinds.length - 1]}`
}

/** The courtesy mail to the applicant; sent once the careers address has the application. */
function applicantConfirmation(app, application) {
  const { isolated, renderMail } = require(`${__hooks}/lib/mail/render.js`)
  const values = require(`${__hooks}/lib/mail/values.js`)
  const settings = values.mailSettings(app)

  const body = renderMail({
    heading: ['Thank you, ', isolated(application.getString('first_name'))],
    paragraphs: [
      "We've received your application. Our hiring team reads every application and answers within a week.",
      'What we received:',
    ],
    rows: [
      ['Documents', documentsReceived(application, values.NOT_GIVEN)],
      ['Received', values.receivedAt(application)],
      ['Reference', application.id],
    ],
    footer: `Questions about your application? Reply to this e-mail.\n${settings.from.name}`,
  })

  return {
    kind: 'applicant-confirmation',
    courtesy: 'Confirmation to the applicant',
    to: application.getString('email'),
    replyTo: settings.careers,
    subject: `We received your application (${application.id})`,
    ...body,
  }
}

module.exports = { applicantConfirmation }
