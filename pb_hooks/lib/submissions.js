/// <reference path="../../pb_data/types.d.ts" />

/**
 * Server-owned fields of a public submission (quote, job application, contact message):
 * whatever the client sent, it starts as new, belongs to the signed-in user (or nobody),
 * and waits for the notification cron. Superusers (seeding, dashboard) keep what they send.
 */
function prepareSubmission(e) {
  const record = e.record
  const hasStatus = !!record.collection().fields.getByName('status')

  if (e.hasSuperuserAuth()) {
    if (hasStatus && !record.getString('status')) record.set('status', 'new')
    return
  }

  const access = require(`${__hooks}/lib/access.js`)
  if (hasStatus) record.set('status', 'new')
  record.set('user', access.isUsersRecord(e.auth) ? e.auth.id : '')
  record.set('notify_status', 'pending')
  record.set('notify_attempts', 0)
  record.set('notify_error', '')
  record.set('notified_at', '')
}

module.exports = { prepareSubmission }
