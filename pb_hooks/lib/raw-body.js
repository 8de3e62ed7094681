/// <reference path="../../pb_data/types.d.ts" />

// The request body as the client sent it. `e.requestInfo().body` holds values already cast
// by the record's fields (a number field turns "six" into 0, a multipart "0042" becomes 42),
// which is too late to tell a bad value from an empty one.

const JSON_PAYLOAD_KEY = '@jsonPayload'

function formBody(values) {
  const body = {}
  for (const name in values) {
    if (name === JSON_PAYLOAD_KEY) continue
    body[name] = values[name].length === 1 ? values[name][0] : values[name]
  }
  for (const payload of values[JSON_PAYLOAD_KEY] || []) Object.assign(body, JSON.parse(payload))
  return body
}

/**
 * The submitted fields by name: JSON values as sent, multipart values as strings (or lists of
 * them). Other bodies (URL-encoded forms, which our clients never send) read as empty.
 */
function rawBody(e) {
  // Record request events reach the request through their request event.
  const request = (e.requestEvent || e).request
  const type = request.header.get('Content-Type')
  try {
    if (type.indexOf('application/json') === 0) {
      const parsed = JSON.parse(toString(request.body) || '{}')
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}
    }
    if (type.indexOf('multipart/form-data') === 0 && request.multipartForm) {
      // A plain copy of the Go map of submitted values (name -> list of strings).
      return formBody(JSON.parse(JSON.stringify(request.multipartForm.value)))
    }
  } catch {
    // PocketBase has already answered a body it could not read; nothing more to check here.
  }
  return {}
}

module.exports = { rawBody }
