/// <reference path="../../../pb_data/types.d.ts" />

// Sends the mails of new submissions and records the outcome on each record: sent, or
// failed with the error and a retry after a growing pause (15 s, 30 s, 1 min ... 1 h), for
// about two days before it is left for an admin to see.
//
// Mail to the company decides the outcome. A courtesy mail (the customer's confirmation)
// is sent once the company's mail went through, and only once: a mail server that has just
// taken the company's mail and refuses the customer's most likely refuses that address for
// good, and retrying would send dispatch the same quote again and again.

const MAIL_BUILDERS = {
  quotes: () => require(`${__hooks}/lib/mail/quote-mails.js`).quoteMails,
  job_applications: () => require(`${__hooks}/lib/mail/application-mail.js`).applicationMails,
  contact_messages: () => require(`${__hooks}/lib/mail/contact-mail.js`).contactMails,
}
const MAX_ATTEMPTS = 60
const FIRST_RETRY_SECONDS = 15
const LONGEST_RETRY_SECONDS = 3600
const BATCH_SIZE = 25
const ERROR_MAX_LENGTH = 2000

function retryDelaySeconds(attempts) {
  return Math.min(FIRST_RETRY_SECONDS * Math.pow(2, attempts - 1), LONGEST_RETRY_SECONDS)
}

function isRetryDue(record, nowMs) {
  const lastAttemptMs = record.getDateTime('updated').unix() * 1000
  return lastAttemptMs + retryDelaySeconds(record.getInt('notify_attempts')) * 1000 <= nowMs
}

/** New records first, then failed ones whose pause is over; oldest first in each group. */
function dueRecords(app, collection) {
  const pending = app.findRecordsByFilter(collection, "notify_status = 'pending'", 'created', BATCH_SIZE, 0)
  const failed = app.findRecordsByFilter(
    collection,
    "notify_status = 'failed' && notify_attempts < {:max}",
    'updated',
    BATCH_SIZE * 4,
    0,
    { max: MAX_ATTEMPTS },
  )
  const now = Date.now()
  return pending.concat(failed.filter((record) => isRetryDue(record, now)).slice(0, BATCH_SIZE))
}

function toMessage(app, record, mail) {
  const { oneLine } = require(`${__hooks}/lib/mail/render.js`)
  const { mailSettings } = require(`${__hooks}/lib/mail/values.js`)
  const from = mailSettings(app).from
  const senderDomain = from.address.split('@')[1] || 'localhost'
  return new MailerMessage({
    from,
    to: [{ address: oneLine(mail.to) }],
    subject: oneLine(mail.subject),
    html: mail.html,
    text: mail.text,
    headers: {
      'Reply-To': oneLine(mail.replyTo),
      // The same id on every attempt: a copy sent again (the server stopped before the
      // outcome was recorded) shows once in most mail programs.
      'Message-ID': `<${record.collection().name}.${record.id}.${mail.kind}@${senderDomain}>`,
    },
  })
}

const errorText = (error) => String((error && error.message) || error || 'Unknown error')

// Re-read and saved in one transaction so an admin's change made meanwhile (a status) is
// kept; saved without validation so a record that an older rule let in can still be marked.
function recordOutcome(app, record, { failure, note }) {
  app.runInTransaction((txApp) => {
    const fresh = txApp.findRecordById(record.collection().name, record.id)
    fresh.set('notify_attempts', record.getInt('notify_attempts') + 1)
    fresh.set('notify_status', failure ? 'failed' : 'sent')
    fresh.set('notify_error', (failure ? errorText(failure) : note).slice(0, ERROR_MAX_LENGTH))
    if (!failure) fresh.set('notified_at', new DateTime())
    txApp.saveNoValidate(fresh)
  })
}

function send(app, record, mail) {
  app.newMailClient().send(toMessage(app, record, mail))
}

/** Sends a record's mails; returns the failure of the company's mail, or a note on a courtesy mail. */
function sendAll(app, record) {
  try {
    const mails = MAIL_BUILDERS[record.collection().name]()(app, record)
    mails.filter((mail) => !mail.courtesy).forEach((mail) => send(app, record, mail))
    const notes = []
    const cap = require(`${__hooks}/lib/mail/confirmation-cap.js`)
    for (const mail of mails.filter((mail) => mail.courtesy)) {
      if (!cap.mayConfirm(app, mail.to)) {
        notes.push(`${mail.courtesy} ${cap.SKIPPED_NOTE}`)
        continue
      }
      try {
        send(app, record, mail)
        cap.countConfirmation(app, mail.to)
      } catch (error) {
        notes.push(`${mail.courtesy} not sent: ${errorText(error)}`)
      }
    }
    return { failure: null, note: notes.join('\n') }
  } catch (error) {
    return { failure: error, note: '' }
  }
}

function notify(app, record) {
  const outcome = sendAll(app, record)
  if (outcome.failure || outcome.note) {
    const error = outcome.failure ? errorText(outcome.failure) : outcome.note
    app.logger().warn('Submission mail failed', 'collection', record.collection().name, 'id', record.id, 'error', error)
  }
  recordOutcome(app, record, outcome)
}

/** One pass over every collection with mail to send. */
function deliverDue(app) {
  for (const collection of Object.keys(MAIL_BUILDERS)) {
    for (const record of dueRecords(app, collection)) notify(app, record)
  }
}

module.exports = { deliverDue }
