/// <reference path="../../pb_data/types.d.ts" />

const REFUSED = 'Failed to create record.'

/**
 * Why a create must be refused, as a PocketBase-style 400 body, or null. An id that already
 * exists is answered first, before any other check: the client generates the id, so this is
 * a retry of a submission that already got through (see submissions.pb.js).
 */
function refusalOf(e) {
  const record = e.record
  if (record.id !== '' && e.app.countRecords(record.collection(), $dbx.hashExp({ id: record.id })) > 0) {
    return refusal({ id: { code: 'validation_not_unique', message: 'Value must be unique.' } })
  }
  if (e.hasSuperuserAuth()) return null
  const errors = require(`${__hooks}/lib/submission-rules.js`).submissionErrors(record)
  return Object.keys(errors).length > 0 ? refusal(errors) : null
}

function refusal(data) {
  return { status: 400, message: REFUSED, data }
}

/**
 * Server-owned fields of a public submission (quote, job application, contact message):
 * whatever the client sent, it starts as new, belongs to the signed-in user (or nobody),
 * waits for the notification cron, a quote is classified from its dimensions and weight, and
 * an application keeps the original names of its other documents.
 * Superusers (seeding, dashboard) keep what they send.
 */
function prepareSubmission(e) {
  const record = e.record
  const collectionName = record.collection().name
  const hasStatus = !!record.collection().fields.getByName('status')
  const classifyQuote = () => require(`${__hooks}/lib/load-class.js`).classifyQuote(record)
  const isApplication = collectionName === 'job_applications'

  if (e.hasSuperuserAuth()) {
    if (hasStatus && !record.getString('status')) record.set('status', 'new')
    if (collectionName === 'quotes' && !record.getString('load_class')) record.set('load_class', classifyQuote())
    if (isApplication && ['', 'null'].indexOf(record.getString('other_document_names')) !== -1) {
      keepOriginalDocumentNames(record)
    }
    return
  }

  const access = require(`${__hooks}/lib/access.js`)
  if (hasStatus) record.set('status', 'new')
  if (collectionName === 'quotes') record.set('load_class', classifyQuote())
  if (isApplication) keepOriginalDocumentNames(record)
  record.set('user', access.isUsersRecord(e.auth) ? e.auth.id : '')
  record.set('notify_status', 'pending')
  record.set('notify_attempts', 0)
  record.set('notify_error', '')
  record.set('notified_at', '')
}

const MAX_NAME_LENGTH = 255

/** The last part of an uploaded file's name (some browsers send a path), at most 255 characters. */
function originalNameOf(file) {
  const parts = String(file.originalName).split(/[\\/]/)
  return Array.from(parts[parts.length - 1])
    .slice(0, MAX_NAME_LENGTH)
    .join('')
}

/**
 * PocketBase saves an upload as name_random.ext; the names the applicant's files had are
 * kept for the careers mail and the back office to show and save them under: the resume's
 * and the CDL's in `resume_name` and `cdl_document_name`, the other documents' in
 * `other_document_names`, in the order of `other_documents`.
 */
function keepOriginalDocumentNames(record) {
  for (const [fileField, nameField] of [['resume', 'resume_name'], ['cdl_document', 'cdl_document_name']]) {
    const files = record.getUnsavedFiles(fileField)
    record.set(nameField, files.length > 0 ? originalNameOf(files[0]) : '')
  }
  const files = record.getUnsavedFiles('other_documents')
  const names = []
  for (let i = 0; i < files.length; i++) names.push(originalNameOf(files[i]))
  record.set('other_document_names', names)
}

module.exports = { refusalOf, prepareSubmission }
