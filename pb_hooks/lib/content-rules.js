/// <reference path="../../pb_data/types.d.ts" />

// Field rules of the back office's content (fleet, gallery, services, site settings), checked before
// PocketBase's own validation so that one 400 names every field in error, in PocketBase's
// shape: `{ status: 400, message, data: { axle_count: { code, message } } }`. Limits are read
// from the collection's fields (the migrations); PocketBase's validation stays the backstop.

const REFUSED = 'Failed to save the record.'
const NUMERIC_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/

const problem = (rule, message) => ({ rule, message })

/** A submitted number must look like one: PocketBase itself would silently store "abc" as 0. */
function isNumeric(raw) {
  if (raw === null || raw === undefined || raw === '') return true
  if (typeof raw === 'number') return isFinite(raw)
  if (typeof raw === 'boolean') return false
  return NUMERIC_TEXT.test(String(raw))
}

/** The value of `name` in a raw body (see raw-body.js), or undefined when it was not sent. */
function submitted(body, name) {
  return Object.prototype.hasOwnProperty.call(body, name) ? body[name] : undefined
}

function checkNumberField(field, record, body) {
  const raw = submitted(body, field.name)
  if (raw !== undefined && !isNumeric(raw)) return problem('not_a_number', 'Must be a number')
  const value = record.getFloat(field.name)
  // PocketBase stores an empty number as 0 and skips its limits, so 0 means "not given".
  if (value === 0) return field.required ? problem('required', 'Required') : null
  return require(`${__hooks}/lib/field-checks.js`).checkNumber(field, value, '')
}

function checkSelectField(field, record) {
  const values = record.getStringSlice(field.name)
  const chosen = []
  for (let i = 0; i < values.length; i++) if (values[i] !== '') chosen.push(values[i])
  if (chosen.length === 0) return field.required ? problem('required', 'Required') : null
  for (const value of chosen) {
    if (field.values.indexOf(value) === -1) return problem('invalid_value', `Choose one of: ${field.values.join(', ')}`)
  }
  return null
}

function checkFileField(field, record) {
  const files = record.getUnsavedFiles(field.name)
  if (files.length > 0) return require(`${__hooks}/lib/image-files.js`).checkImageFiles(field, files)
  // The stored names; new uploads are not listed here until they are saved.
  if (record.getStringSlice(field.name).length === 0) return field.required ? problem('required', 'Required') : null
  return null
}

function checkPattern(field, value) {
  if (!field.pattern || value === '' || new RegExp(field.pattern).test(value)) return null
  return problem('invalid_format', 'Invalid format')
}

function checkField(field, record, body) {
  const checks = require(`${__hooks}/lib/field-checks.js`)
  switch (field.type()) {
    case 'text': {
      const value = record.getString(field.name).trim()
      record.set(field.name, value)
      return checks.checkText(field, value) || checkPattern(field, value)
    }
    case 'number':
      return checkNumberField(field, record, body)
    case 'select':
      return checkSelectField(field, record)
    case 'file':
      return checkFileField(field, record)
    default:
      return null
  }
}

/**
 * Trims the text fields of `e.record` and returns its field errors, `{ name: { code, message } }`
 * (`body`: the request's raw body, when the caller has read it already),
 * with those of `extraChecks(record, body)` (the same shape), which are more particular, in
 * place of the generic ones.
 */
function contentErrors(e, extraChecks, body = require(`${__hooks}/lib/raw-body.js`).rawBody(e)) {
  const record = e.record
  const fields = record.collection().fields
  const errors = {}
  for (let i = 0; i < fields.length; i++) {
    if (fields[i].name === 'id') continue
    const found = checkField(fields[i], record, body)
    if (found) errors[fields[i].name] = { code: `validation_${found.rule}`, message: found.message }
  }
  const extra = extraChecks ? extraChecks(record, body) : {}
  for (const name in extra) errors[name] = extra[name]
  return errors
}

/** The 400 answer for `errors`, or null when there are none. */
function refusalFor(errors) {
  return Object.keys(errors).length > 0 ? { status: 400, message: REFUSED, data: errors } : null
}

/**
 * A create or update request hook's whole work: 400 with every field error, or on to the
 * save. `extraChecks` as for contentErrors.
 */
function saveIfValid(e, extraChecks) {
  const refusal = refusalFor(contentErrors(e, extraChecks))
  if (refusal) return e.json(400, refusal)
  e.next()
}

module.exports = { contentErrors, refusalFor, saveIfValid, submitted }
