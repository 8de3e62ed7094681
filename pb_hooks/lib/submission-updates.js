/// <reference path="../../pb_data/types.d.ts" />

// What an update of a submission (quote, job application, contact message) may change: its
// status, along its status machine (lib/status-machines.js), and nothing else. The rest is
// either what the customer, applicant or sender wrote, or the server's own bookkeeping
// (owner, load class, mail delivery, original file names), so an admin (or a superuser)
// changing it would falsify the record. The API rules let only admins update at all; the
// mail cron saves its bookkeeping directly, not through this request hook.

const REFUSED = 'Failed to update record.'
const READ_ONLY = { code: 'validation_read_only', message: 'This field cannot be changed; only the status can.' }

/** A field's value in a form that compares equal when it means the same. */
function comparable(record, field) {
  const name = field.name
  switch (field.type()) {
    case 'file':
      return JSON.stringify([record.getStringSlice(name), record.getUnsavedFiles(name).length])
    case 'select':
    case 'relation':
      return JSON.stringify(record.getStringSlice(name))
    case 'json': {
      const raw = record.getString(name)
      try {
        return JSON.stringify(JSON.parse(raw))
      } catch {
        return raw
      }
    }
    default:
      return record.getString(name)
  }
}

function changedFieldErrors(record) {
  const original = record.original()
  const fields = record.collection().fields
  const errors = {}
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    if (field.name === 'id' || field.name === 'status' || field.type() === 'autodate') continue
    if (comparable(record, field) !== comparable(original, field)) errors[field.name] = READ_ONLY
  }
  return errors
}

/** Whether the request names a status at all (sending the current one is a refused move). */
function statusWasSent(e) {
  const body = e.requestInfo().body
  return body !== null && body !== undefined && body.status !== undefined && body.status !== null
}

/**
 * Why an update request must be refused, as a PocketBase-style 400 body with one error per
 * field, or null when it only moves the status as its machine allows (or changes nothing).
 */
function updateRefusalOf(e) {
  const record = e.record
  const errors = changedFieldErrors(record)
  if (statusWasSent(e)) {
    const { transitionError } = require(`${__hooks}/lib/status-machines.js`)
    const error = transitionError(
      record.collection().name,
      record.original().getString('status'),
      record.getString('status'),
    )
    if (error) errors.status = error
  }
  return Object.keys(errors).length > 0 ? { status: 400, message: REFUSED, data: errors } : null
}

/** Written by the mail cron while the record may be open in the back office. */
const BOOKKEEPING = ['notify_status', 'notify_attempts', 'notify_error', 'notified_at']

/**
 * Saves an allowed update with the mail bookkeeping as it is in the database at that moment.
 * PocketBase writes every column, so a copy read before the cron recorded a sent mail would
 * put the record back to pending and the mail would go out twice. Reading and saving in one
 * transaction keeps the cron's write (which is transactional too) from falling in between.
 */
function saveKeepingBookkeeping(e) {
  const record = e.record
  e.app.runInTransaction((txApp) => {
    const stored = txApp.findRecordById(record.collection().name, record.id)
    for (const name of BOOKKEEPING) record.set(name, stored.get(name))
    e.app = txApp
    e.next()
  })
}

module.exports = { updateRefusalOf, saveKeepingBookkeeping }
