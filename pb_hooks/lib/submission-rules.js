/// <reference path="../../pb_data/types.d.ts" />

// What a public form may submit, checked before PocketBase's own validation so that one
// answer carries every field error, worded for the person filling in the form. The
// browser checks the same rules; this is the authority.

const SERVER_OWNED = [
  'id',
  'status',
  'user',
  'load_class',
  'other_document_names',
  'resume_name',
  'cdl_document_name',
  'notify_status',
  'notify_attempts',
  'notify_error',
  'notified_at',
]
const DAY_MS = 24 * 60 * 60 * 1000

const CONTACT_EMAIL_MESSAGE = 'Please enter a valid email address'
const PHONE_MESSAGE = 'Please enter a valid phone number'

/**
 * Texts of particular fields, by collection, field and failed rule: the contact form's are
 * the spec's (public-site.md §5); the others are the ones the forms show.
 */
const FORM_MESSAGES = {
  contact_messages: {
    name: { required: 'Name must be at least 2 characters', min: 'Name must be at least 2 characters' },
    email: { required: CONTACT_EMAIL_MESSAGE, format: CONTACT_EMAIL_MESSAGE },
    phone: { min: PHONE_MESSAGE },
    subject: { required: 'Subject must be at least 5 characters', min: 'Subject must be at least 5 characters' },
    message: { required: 'Message must be at least 10 characters', min: 'Message must be at least 10 characters' },
  },
  quotes: {
    phone: { min: PHONE_MESSAGE },
  },
  job_applications: {
    phone: { min: PHONE_MESSAGE },
    resume: { required: 'Resume is required' },
  },
}

/** Dates a form offers from today on, with the text for one in the past. */
const NOT_IN_THE_PAST = {
  pickup_date: 'Pickup date cannot be in the past',
  availability_date: 'Availability date cannot be in the past',
}

const UNITS = { length: ' ft', width: ' ft', height: ' ft', weight_lb: ' lb' }

/** All the files of one submission together (each file also has its own limit). */
const MAX_TOTAL_FILE_BYTES = 25 * 1024 * 1024
const TOTAL_SIZE_MESSAGE = 'All files together must be 25 MB or smaller'

function checkNotInThePast(record, name) {
  const date = record.getDateTime(name)
  if (!NOT_IN_THE_PAST[name] || date.isZero()) return null
  // Yesterday (UTC) still passes: "today" where the visitor is may be yesterday in UTC.
  const now = new Date()
  const earliest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS
  return date.unix() * 1000 < earliest ? { rule: 'past', message: NOT_IN_THE_PAST[name] } : null
}

function checkField(field, record) {
  const checks = require(`${__hooks}/lib/field-checks.js`)
  const name = field.name
  switch (field.type) {
    case 'text':
    case 'email': {
      const value = record.getString(name).trim()
      record.set(name, value)
      return field.type === 'email' ? checks.checkEmail(field, value) : checks.checkText(field, value)
    }
    case 'number':
      return checks.checkNumber(field, record.getFloat(name), UNITS[name] || '')
    case 'file':
      return checks.checkFiles(field, record.getUnsavedFiles(name))
    case 'date':
      return checkNotInThePast(record, name)
    default:
      return null
  }
}

const CHECKED_TYPES = ['text', 'email', 'number', 'file', 'date']

/** The limits of a field as a plain object: read once, not through Go on every submission. */
function describeField(field) {
  const type = field.type()
  const described = { name: field.name, type, required: !!field.required }
  if (type === 'text') Object.assign(described, { min: field.min, max: field.max })
  if (type === 'number') {
    described.onlyInt = !!field.onlyInt
    described.min = field.min == null ? null : Number(field.min)
    described.max = field.max == null ? null : Number(field.max)
  }
  if (type === 'file') {
    const mimeTypes = []
    for (let i = 0; i < field.mimeTypes.length; i++) mimeTypes.push(field.mimeTypes[i])
    Object.assign(described, { maxSelect: field.maxSelect, maxSize: field.maxSize, mimeTypes })
  }
  return described
}

// Per JS runtime, by collection and the time it last changed.
const describedFields = {}

/** The fields a public form fills in (not the server's own), described. */
function checkedFields(collection) {
  const key = `${collection.id}@${collection.updated.string()}`
  if (!describedFields[key]) {
    const fields = []
    for (let i = 0; i < collection.fields.length; i++) {
      const field = collection.fields[i]
      if (SERVER_OWNED.indexOf(field.name) !== -1 || CHECKED_TYPES.indexOf(field.type()) === -1) continue
      fields.push(describeField(field))
    }
    describedFields[key] = fields
  }
  return describedFields[key]
}

/**
 * Trims the text of a record about to be created by the public and returns its field errors
 * in PocketBase's shape, `{ email: { code, message } }`, or `{}` when it may be saved.
 */
function submissionErrors(record) {
  const collection = record.collection()
  const wording = FORM_MESSAGES[collection.name] || {}
  const fields = checkedFields(collection)
  const errors = {}
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    const found = checkField(field, record)
    if (!found) continue
    const message = (wording[field.name] || {})[found.rule] || found.message
    errors[field.name] = { code: `validation_${found.rule}`, message }
  }
  addTotalSizeError(fields, record, errors)
  return errors
}

/** Files beyond the total are answered on the last file field that brought some. */
function addTotalSizeError(fields, record, errors) {
  let total = 0
  let lastWithFiles = ''
  for (let i = 0; i < fields.length; i++) {
    if (fields[i].type !== 'file') continue
    const files = record.getUnsavedFiles(fields[i].name)
    for (let j = 0; j < files.length; j++) total += files[j].size
    if (files.length > 0) lastWithFiles = fields[i].name
  }
  if (total > MAX_TOTAL_FILE_BYTES && !errors[lastWithFiles]) {
    errors[lastWithFiles] = { code: 'validation_total_size', message: TOTAL_SIZE_MESSAGE }
  }
}

module.exports = { submissionErrors }
