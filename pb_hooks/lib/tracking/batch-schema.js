/// <reference path="../../../pb_data/types.d.ts" />

/**
 * The tracking batch: what `POST /api/track` (and its alias `/api/track-analytics`) accepts.
 *
 * Body: JSON (any Content-Type, so `navigator.sendBeacon(url, string)` works), at most
 * 64 KB (LIMITS.maxBodyBytes):
 *
 *   { consent_id: string,   8-64 of [A-Za-z0-9_-] (the spec's 32-character consent id)
 *     session_id: string,   same pattern (a UUID)
 *     site_id?:   string,   1-64 of [A-Za-z0-9_.-], default "default"
 *     events: [ 1 to 100 events ] }
 *
 * Every event: { id, type, name?, timestamp, page_url, ...fields of its type }
 *   id         the client's id of the event (same pattern as consent_id); an id the server
 *              already holds is skipped, so a batch sent twice counts once
 *   type       one of EVENT_TYPES below
 *   name       required for `custom` (a letter, then letters, digits, `_ . : -`, at most 100,
 *              not one of the built-in names); for other types omitted or equal to their name
 *   timestamp  Date.now() on the client (ms), from 2020 to one day ahead of the server
 *   page_url   the page: a path starting with "/" or an http(s) URL, at most 2000 characters
 *
 * Fields per type (all optional; anything else is refused):
 *   page_view, session_start  page_title, referrer ("" or a page address), screen and
 *                             viewport ({ width, height } whole pixels), language (<= 35),
 *                             timezone (IANA name, <= 64)
 *   session_end               page_title, duration_ms, page_count
 *   consent_accepted          banner_position (<= 50)   stored as consent_accept_all
 *   consent_declined          banner_position; must be the batch's only kind of event,
 *                             records the decision and nothing else
 *   presence_heartbeat,       page_title; not stored as events: they refresh the visitor's
 *   presence_leave            presence row and are broadcast to admins (realtime topic
 *                             `presence`); a reader treats a visitor unseen for 45 s as gone
 *   custom                    page_title, properties (a JSON object, <= 4096 characters)
 *
 * Stored: page_view etc. as analytics_events rows (event_name as above, the per-type fields
 * in `properties`, the custom event's `properties` as they are), with the visitor number
 * ("#00000000042") as visitor_id and browser, os and device_type read from the User-Agent.
 * The first stored event of a session counts a visit of the consent id's unique_visitors row.
 *
 * Answers: 200 { stored, duplicates, visitor_number } (visitor_number null when nothing was
 * stored); 400 { message, data: { problems } } naming each problem as
 * `events[3].page_url: too long (...)`, with nothing of the batch written; 429 when the
 * client address sends more than 300 requests in 10 s (PocketBase's `/api/` rate limit rule).
 * A tracker drops a batch answered 400 and retries the others later.
 */

const checks = require('./field-checks.js')

const LIMITS = {
  maxBodyBytes: 65536,
  maxEvents: 100,
  maxUrlChars: 2000,
  maxTitleChars: 500,
  maxPropertiesChars: 4096,
  maxProblems: 20,
}

const pageFields = {
  page_title: checks.text(LIMITS.maxTitleChars),
  referrer: checks.referrer(LIMITS.maxUrlChars),
  screen: checks.size,
  viewport: checks.size,
  language: checks.text(35, /^[A-Za-z0-9-]+$/, 'a language tag such as "en-US"'),
  timezone: checks.text(64, /^[A-Za-z0-9_+\-/]+$/, 'a time zone name such as "America/Chicago"'),
}
const consentFields = { banner_position: checks.text(50) }
const titleOnly = { page_title: checks.text(LIMITS.maxTitleChars) }

/** Each event type: the event_name it is stored under, and the fields it may carry. */
const EVENT_TYPES = {
  page_view: { name: 'page_view', fields: pageFields },
  session_start: { name: 'session_start', fields: pageFields },
  session_end: {
    name: 'session_end',
    fields: {
      page_title: checks.text(LIMITS.maxTitleChars),
      duration_ms: checks.integer(0, 31 * 24 * 60 * 60 * 1000),
      page_count: checks.integer(0, 100000),
    },
  },
  consent_accepted: { name: 'consent_accept_all', fields: consentFields },
  consent_declined: { name: 'consent_decline', fields: consentFields },
  presence_heartbeat: { name: 'presence_heartbeat', fields: titleOnly },
  presence_leave: { name: 'presence_leave', fields: titleOnly },
  custom: {
    name: null,
    fields: { page_title: checks.text(LIMITS.maxTitleChars), properties: checks.properties(LIMITS.maxPropertiesChars) },
  },
}

const PRESENCE_TYPES = ['presence_heartbeat', 'presence_leave']
const RESERVED_NAMES = Object.keys(EVENT_TYPES)
  .map((type) => EVENT_TYPES[type].name)
  .filter((name) => name !== null)
const customName = checks.text(100, /^[A-Za-z][A-Za-z0-9_.:-]*$/, 'a letter followed by letters, digits, "_", ".", ":" or "-"')
const siteId = checks.text(64, /^[A-Za-z0-9_.-]+$/, '1 to 64 letters, digits, "_", "." or "-"')

function eventName(event, path, definition) {
  if (definition.name === null) {
    if (event.name === undefined) return checks.problem(path + '.name', 'required for a custom event')
    const checked = customName(event.name, path + '.name')
    if (checked.problem) return checked
    if (RESERVED_NAMES.indexOf(checked.value) !== -1) return checks.problem(path + '.name', 'reserved for a built-in event type')
    return checked
  }
  if (event.name !== undefined && event.name !== definition.name) {
    return checks.problem(path + '.name', 'must be "' + definition.name + '" (or left out) for type ' + event.type)
  }
  return { value: definition.name }
}

function has(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key)
}

/** Checks `checks[key]` of `source` for each key; collects values into `into`, problems into `problems`. */
function checkFields(source, fieldChecks, path, into, problems) {
  Object.keys(fieldChecks).forEach((key) => {
    if (source[key] === undefined) return
    const result = fieldChecks[key](source[key], path ? path + '.' + key : key)
    if (result.problem) problems.push(result.problem)
    else into[key] = result.value
  })
}

function checkEvent(event, path, nowMs, problems) {
  if (!checks.isPlainObject(event)) return void problems.push(path + ': must be an object')
  if (!has(EVENT_TYPES, event.type)) return void problems.push(path + '.type: must be one of ' + Object.keys(EVENT_TYPES).join(', '))
  const definition = EVENT_TYPES[event.type]
  const common = { id: checks.clientId, timestamp: checks.timestamp(nowMs), page_url: checks.pageUrl(LIMITS.maxUrlChars) }

  const checked = { type: event.type, fields: {} }
  const name = eventName(event, path, definition)
  if (name.problem) problems.push(name.problem)
  else checked.name = name.value
  Object.keys(common).forEach((key) => {
    if (event[key] === undefined) problems.push(path + '.' + key + ': required')
  })
  checkFields(event, common, path, checked, problems)
  Object.keys(event).forEach((key) => {
    if (key !== 'type' && key !== 'name' && !has(common, key) && !has(definition.fields, key)) {
      problems.push(path + '.' + key + ': unknown field for type ' + event.type)
    }
  })
  checkFields(event, definition.fields, path, checked.fields, problems)
  return checked
}

function checkEnvelope(body, problems) {
  const envelopeChecks = { consent_id: checks.clientId, session_id: checks.clientId, site_id: siteId }
  Object.keys(body).forEach((key) => {
    if (key !== 'events' && !has(envelopeChecks, key)) problems.push(key + ': unknown field')
  })
  if (body.consent_id === undefined) problems.push('consent_id: required')
  if (body.session_id === undefined) problems.push('session_id: required')
  const envelope = { site_id: 'default' }
  checkFields(body, envelopeChecks, '', envelope, problems)
  return envelope
}

function checkMixedDecline(events, problems) {
  const declines = events.filter((event) => event && event.type === 'consent_declined').length
  if (declines > 0 && declines < events.length) problems.push('events: consent_declined must be sent in a batch of its own')
}

/**
 * Checks a parsed batch. Returns { batch } with the values to store, or { problems }: every
 * problem found (at most LIMITS.maxProblems), each "path: what is wrong".
 */
function validateBatch(body, nowMs) {
  if (!checks.isPlainObject(body)) return { problems: ['body: must be a JSON object'] }
  const problems = []
  const batch = checkEnvelope(body, problems)
  if (!Array.isArray(body.events)) problems.push('events: required, an array of 1 to ' + LIMITS.maxEvents + ' events')
  else if (body.events.length === 0 || body.events.length > LIMITS.maxEvents) {
    problems.push('events: must hold 1 to ' + LIMITS.maxEvents + ' events (got ' + body.events.length + ')')
  } else {
    batch.events = body.events.map((event, i) => checkEvent(event, 'events[' + i + ']', nowMs, problems))
    checkMixedDecline(body.events, problems)
  }
  if (problems.length > 0) return { problems: problems.slice(0, LIMITS.maxProblems) }
  batch.declined = batch.events.every((event) => event.type === 'consent_declined')
  return { batch: batch }
}

/** Bytes of `text` encoded as UTF-8 (the body arrives as a string; its limit is in bytes). */
function utf8Length(text) {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

module.exports = { LIMITS, EVENT_TYPES, PRESENCE_TYPES, validateBatch, utf8Length }
