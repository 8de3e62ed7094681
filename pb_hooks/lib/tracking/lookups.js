/// <reference path="../../../pb_data/types.d.ts" />

// The reads the tracking and replay ingests make while they hold PocketBase's only write
// connection, and the replay dialog's read of a session's submissions. Each must find its
// rows through an index: a read that walks a whole table makes every batch slower as events
// pile up, and holds up every other write meanwhile. Kept as SQL so that
// tests/integration/tracking-query-plans.test.ts can ask SQLite how it runs each one.
//
// Client event ids and tracking sessions are indexed by partial indexes (older rows hold ''),
// and SQLite uses a partial index only for a query that states the index's condition itself;
// hence the `!= ''` terms below.

const SQL = {
  sessionKnown:
    'SELECT EXISTS (SELECT 1 FROM `analytics_events` WHERE `session_id` = {:session} AND `consent_id` = {:consent}) AS known',
  nextVisitorNumber: 'SELECT COALESCE(MAX(`visitor_number`), 0) + 1 AS next FROM `unique_visitors`',
  visitorNumberOfConsent: 'SELECT `visitor_number` FROM `unique_visitors` WHERE `consent_id` = {:consent} LIMIT 1',
  lastDecision: 'SELECT `decision` FROM `consent_records` WHERE `consent_id` = {:consent} ORDER BY `rowid` DESC LIMIT 1',
}

function placeholders(prefix, count) {
  const names = []
  for (let i = 0; i < count; i++) names.push('{:' + prefix + i + '}')
  return names.join(', ')
}

/** SQL selecting which of `count` client event ids ({:id0}, {:id1}, ...) `table` holds. */
function heldClientIdsSql(table, count) {
  return (
    'SELECT `client_event_id` AS value FROM `' +
    table +
    "` WHERE `client_event_id` != '' AND `client_event_id` IN (" +
    placeholders('id', count) +
    ')'
  )
}

/** SQL selecting which of `count` page chunk sequences ({:seq0}, ...) session {:session} holds. */
function heldChunkSequencesSql(count) {
  return (
    'SELECT `sequence` AS value FROM `session_dom_chunks` WHERE `session_id` = {:session} AND `sequence` IN (' +
    placeholders('seq', count) +
    ')'
  )
}

/** The condition picking a table's rows sent in tracking session {:session}. */
const SESSION_SUBMISSIONS_WHERE = "`tracking_session` != '' AND `tracking_session` = {:session}"

function heldValues(txApp, sql, params, blank) {
  const rows = arrayOf(new DynamicModel({ value: blank }))
  txApp.db().newQuery(sql).bind(params).all(rows)
  const held = {}
  rows.forEach((row) => (held[row.value] = true))
  return held
}

function numbered(prefix, values, params) {
  values.forEach((value, index) => (params[prefix + index] = value))
  return params
}

/** Which of `ids` `table` holds already, as { id: true }. */
function heldClientIds(txApp, table, ids) {
  if (ids.length === 0) return {}
  return heldValues(txApp, heldClientIdsSql(table, ids.length), numbered('id', ids, {}), '')
}

/** Which of `sequences` the session's stored page chunks have, as { sequence: true }. */
function heldChunkSequences(txApp, sessionId, sequences) {
  if (sequences.length === 0) return {}
  return heldValues(txApp, heldChunkSequencesSql(sequences.length), numbered('seq', sequences, { session: sessionId }), 0)
}

function firstRow(txApp, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape))
  txApp.db().newQuery(sql).bind(params).all(rows)
  return rows.length > 0 ? rows[0] : null
}

function sessionIsKnown(txApp, consentId, sessionId) {
  return Boolean(firstRow(txApp, SQL.sessionKnown, { session: sessionId, consent: consentId }, { known: 0 }).known)
}

function nextVisitorNumber(txApp) {
  return firstRow(txApp, SQL.nextVisitorNumber, {}, { next: 0 }).next
}

/** The visitor number given to a consent id, or 0 when it has none yet. */
function visitorNumberOf(txApp, consentId) {
  const row = firstRow(txApp, SQL.visitorNumberOfConsent, { consent: consentId }, { visitor_number: 0 })
  return row ? row.visitor_number : 0
}

/** The consent id's last decision on record: 'accepted', 'declined' or '' when none. */
function lastDecision(txApp, consentId) {
  const row = firstRow(txApp, SQL.lastDecision, { consent: consentId }, { decision: '' })
  return row ? row.decision : ''
}

module.exports = {
  SQL,
  SESSION_SUBMISSIONS_WHERE,
  heldClientIdsSql,
  heldChunkSequencesSql,
  heldClientIds,
  heldChunkSequences,
  sessionIsKnown,
  nextVisitorNumber,
  visitorNumberOf,
  lastDecision,
}
