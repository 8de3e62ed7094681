/// <reference path="../../../pb_data/types.d.ts" />

// Reads a JSON body of at most `maxBytes`: refused before reading when Content-Length says it
// is larger, and after reading at most one byte more when the length was not announced.
// Any Content-Type is accepted, since navigator.sendBeacon(url, string) sends text/plain.

const { utf8Length } = require('./batch-schema.js')

/** { value } with the parsed body, or { problem } naming what is wrong with it. */
function readJsonBody(e, maxBytes) {
  const tooLarge = { problem: 'body: too large (at most ' + maxBytes + ' bytes)' }
  if (e.request.contentLength > maxBytes) return tooLarge
  const text = toString(e.request.body, maxBytes + 1)
  if (utf8Length(text) > maxBytes) return tooLarge
  try {
    return { value: JSON.parse(text) }
  } catch {
    return { problem: 'body: not valid JSON' }
  }
}

/** 400 in PocketBase's error shape; `message` is the first problem, `data.problems` all of them. */
function refuse(e, problems) {
  return e.json(400, { status: 400, message: problems[0], data: { problems: problems } })
}

module.exports = { readJsonBody, refuse }
