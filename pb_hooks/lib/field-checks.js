/// <reference path="../../pb_data/types.d.ts" />

// One check per field type, reading its limits from the collection's own field (the
// migrations), so the answer names the same limits PocketBase enforces. A check returns
// `{ rule, message }` for the first problem of a value, or null. The generic texts are the
// spec's ("Required", "Invalid email") and the browser's (src/lib/form/schema-parts.ts,
// src/features/careers/application-files.ts).

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DEFAULT_TEXT_MAX = 5000

const EXTENSIONS_BY_MIME_TYPE = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
}

const problem = (rule, message) => ({ rule, message })
const REQUIRED = problem('required', 'Required')

function checkText(field, value) {
  if (value === '') return field.required ? REQUIRED : null
  // PocketBase counts characters (code points), not UTF-16 units.
  const length = Array.from(value).length
  if (field.min > 0 && length < field.min) return problem('min', `Must be at least ${field.min} characters`)
  const max = field.max > 0 ? field.max : DEFAULT_TEXT_MAX
  if (length > max) return problem('max', `Must be at most ${max} characters`)
  return null
}

function checkEmail(field, value) {
  if (value === '') return field.required ? REQUIRED : null
  return EMAIL_PATTERN.test(value) ? null : problem('format', 'Invalid email')
}

const withThousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** `unit` (e.g. 'ft') is added to a limit in the message: "Must be at most 500 ft". */
function checkNumber(field, value, unit) {
  if (field.onlyInt && !Number.isInteger(value)) return problem('integer', 'Must be a whole number')
  const min = field.min == null ? null : Number(field.min)
  if (min !== null && value < min) {
    return problem('min', min === 0 ? 'Cannot be negative' : `Must be at least ${withThousands(min)}${unit}`)
  }
  const max = field.max == null ? null : Number(field.max)
  if (max !== null && value > max) return problem('max', `Must be at most ${withThousands(max)}${unit}`)
  return null
}

function acceptedExtensions(field) {
  const extensions = []
  for (let i = 0; i < field.mimeTypes.length; i++) {
    extensions.push(...(EXTENSIONS_BY_MIME_TYPE[field.mimeTypes[i]] || []))
  }
  return extensions
}

function extensionOf(fileName) {
  const dot = fileName.lastIndexOf('.')
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/** Checks the uploaded files of a file field by name and size; PocketBase also sniffs their content. */
function checkFiles(field, files) {
  if (files.length === 0) return field.required ? REQUIRED : null
  if (files.length > field.maxSelect) {
    return problem('count', field.maxSelect === 1 ? 'Attach one file only' : `Attach at most ${field.maxSelect} files`)
  }
  const accepted = acceptedExtensions(field)
  const megabytes = Math.round(field.maxSize / (1024 * 1024))
  for (let i = 0; i < files.length; i++) {
    if (accepted.length > 0 && accepted.indexOf(extensionOf(files[i].originalName)) === -1) {
      return problem('type', `Accepted file types: ${accepted.map((ext) => ext.toUpperCase()).join(', ')}`)
    }
    if (files[i].size > field.maxSize) return problem('size', `Each file must be ${megabytes} MB or smaller`)
    if (files[i].size === 0) return problem('empty', 'This file is empty')
  }
  return null
}

module.exports = { checkText, checkEmail, checkNumber, checkFiles }
