/// <reference path="../../../pb_data/types.d.ts" />

// Writes a checked batch (batch-schema.js) inside the ingest transaction: its new events,
// the visitor's row, a consent decision, and presence. Transactions run one at a time on
// PocketBase's single write connection, so reading the highest visitor number and inserting
// the next one cannot interleave with another batch; the unique consent_id index is the
// last word if two first batches of the same visitor meet. (Erasing the newest visitor frees
// their number for the next one; no other number is ever given twice.)

const { PRESENCE_TYPES } = require('./batch-schema.js')
const { formatVisitorNumber } = require('./visitor-number.js')
const { applyPresence } = require('./presence.js')
const dates = require('./dates.js')
const queries = require('./queries.js')

function isStoredEvent(event) {
  return PRESENCE_TYPES.indexOf(event.type) === -1
}

/** Events of the batch the server does not hold yet (by client id), each once. */
function newEvents(txApp, events) {
  const seen = queries.heldClientIds(txApp, 'analytics_events', events.map((event) => event.id))
  return events.filter((event) => {
    if (seen[event.id]) return false
    seen[event.id] = true
    return true
  })
}

function findVisitor(txApp, consentId) {
  try {
    return txApp.findFirstRecordByData('unique_visitors', 'consent_id', consentId)
  } catch {
    return null
  }
}

/** Creates or updates the visitor's row; a new session is a new visit. */
function touchVisitor(txApp, consentId, client, newVisit, nowMs) {
  let visitor = findVisitor(txApp, consentId)
  if (!visitor) {
    visitor = new Record(txApp.findCachedCollectionByNameOrId('unique_visitors'))
    visitor.set('consent_id', consentId)
    visitor.set('visitor_number', queries.nextVisitorNumber(txApp))
    visitor.set('total_visits', 1)
    visitor.set('first_seen_at', dates.storedDate(nowMs))
  } else if (newVisit) {
    visitor.set('total_visits', visitor.getInt('total_visits') + 1)
  }
  visitor.set('ip_address', client.ip)
  visitor.set('last_seen_at', dates.storedDate(nowMs))
  txApp.save(visitor)
  return visitor
}

function insertEvent(txApp, collection, batch, event, visitorId, client) {
  const record = new Record(collection)
  const properties = event.type === 'custom' ? Object.assign({}, event.fields.properties || {}) : {}
  Object.keys(event.fields).forEach((key) => {
    if (key !== 'properties') properties[key] = event.fields[key]
  })
  record.load({
    client_event_id: event.id,
    consent_id: batch.consent_id,
    visitor_id: visitorId,
    session_id: batch.session_id,
    site_id: batch.site_id,
    event_name: event.name,
    properties: properties,
    page_url: event.page_url,
    user_agent: client.userAgent,
    ip_address: client.ip,
    timestamp: dates.storedDate(event.timestamp),
    browser: client.device.browser,
    os: client.device.os,
    device_type: client.device.device_type,
  })
  txApp.save(record)
}

/** Writes a consent_records row when the decision differs from the last one recorded. */
function recordDecision(txApp, consentId, decision, pageUrl, client) {
  if (queries.lastDecision(txApp, consentId) === decision) return 0
  const record = new Record(txApp.findCachedCollectionByNameOrId('consent_records'))
  record.load({ consent_id: consentId, decision: decision, page_url: pageUrl, user_agent: client.userAgent, ip_address: client.ip })
  txApp.save(record)
  return 1
}

/**
 * Writes `batch` for `client` ({ ip, userAgent, device }). Returns { stored, duplicates,
 * consents, visitorNumber, presence } (presence: the message to broadcast after commit).
 */
function storeBatch(txApp, batch, client, nowMs) {
  if (batch.declined) {
    const consents = recordDecision(txApp, batch.consent_id, 'declined', batch.events[0].page_url, client)
    return { stored: 0, duplicates: 0, consents: consents, visitorNumber: null, presence: null }
  }
  const candidates = batch.events.filter(isStoredEvent)
  const fresh = newEvents(txApp, candidates)
  let visitorNumber = null
  let consents = 0
  if (fresh.length > 0) {
    const newVisit = !queries.sessionIsKnown(txApp, batch.consent_id, batch.session_id)
    const visitor = touchVisitor(txApp, batch.consent_id, client, newVisit, nowMs)
    visitorNumber = visitor.getInt('visitor_number')
    const collection = txApp.findCachedCollectionByNameOrId('analytics_events')
    fresh.forEach((event) => insertEvent(txApp, collection, batch, event, formatVisitorNumber(visitorNumber), client))
    const accepted = fresh.filter((event) => event.type === 'consent_accepted')
    if (accepted.length > 0) consents = recordDecision(txApp, batch.consent_id, 'accepted', accepted[0].page_url, client)
  }
  const presence = applyPresence(txApp, batch, client, nowMs)
  return { stored: fresh.length, duplicates: candidates.length - fresh.length, consents, visitorNumber, presence }
}

module.exports = { storeBatch }
