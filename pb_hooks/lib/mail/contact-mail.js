/// <reference path="../../../pb_data/types.d.ts" />

/** Dispatch gets each contact message; a reply goes straight to the sender. */
function contactMails(app, message) {
  const { isolated, renderMail } = require(`${__hooks}/lib/mail/render.js`)
  const values = require(`${__hooks}/lib/mail/values.js`)
  const settings = values.mailSettings(app)
  const subject = message.getString('subject')

  const body = renderMail({
    heading: 'New contact message',
    paragraphs: [[isolated(message.getString('name')), ' wrote through the contact form.']],
    rows: [
      ['Name', message.getString('name')],
      ['Email', message.getString('email')],
      ['Phone', values.orNotGiven(message.getString('phone'))],
      ['Subject', subject],
      ['Message', message.getString('message')],
      ['Sent by', values.senderAccount(app, message)],
      ['Received', values.receivedAt(message)],
      ['Reference', message.id],
    ],
    footer: 'Reply to this e-mail to answer the sender.',
  })

  return [
    {
      kind: 'contact',
      to: settings.dispatch,
      replyTo: message.getString('email'),
      subject: `Contact form: ${subject}`,
      ...body,
    },
  ]
}

module.exports = { contactMails }
