/// <reference path="../../../pb_data/types.d.ts" />

// Statements run on the tables that grow with every visit: the reads the tracking and replay
// ingests make while they hold PocketBase's only write connection, a visitor's erasure, and
// the replay dialog's read of a session's submissions. Each must reach its rows through an
// index: one that walks a whole table gets slower as events pile up and holds up every other
// write meanwhile. Kept as SQL so that tests/integration/query-plans.test.ts can ask
// SQLite how it runs each one.
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

/** Tables whose rows a visitor's erasure removes by consent id. */
const ERASED_BY_CONSENT = ['consent_records', 'analytics_events', 'unique_visitors', 'presence']
/** Tables whose rows it removes by consent id and, for the sessions it lists, when they carry none. */
const ERASED_BY_SESSION = ['session_recordings', 'session_events', 'session_dom_chunks']

function eraseByConsentSql(table) {
  return 'DELETE FROM `' + table + '` WHERE `consent_id` = {:consent}'
}

/** The erasure of `table`'s rows of consent id {:consent} and of `count` listed sessions ({:session0}, ...) without one. */
function eraseSessionsSql(table, count) {
  const listed = count === 0 ? '' : " OR (`consent_id` = '' AND `session_id` IN (" + placeholders('session', count) + '))'
  return eraseByConsentSql(table) + listed
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

/** Erases everything tracked under a consent id (and the listed sessions' rows without one); returns how many rows per table. */
function eraseVisitor(txApp, consentId, sessionIds) {
  const removed = {}
  ERASED_BY_CONSENT.forEach((table) => {
    removed[table] = txApp.db().newQuery(eraseByConsentSql(table)).bind({ consent: consentId }).execute().rowsAffected()
  })
  const params = numbered('session', sessionIds, { consent: consentId })
  ERASED_BY_SESSION.forEach((table) => {
    removed[table] = txApp.db().newQuery(eraseSessionsSql(table, sessionIds.length)).bind(params).execute().rowsAffected()
  })
  return removed
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
  ERASED_BY_CONSENT,
  ERASED_BY_SESSION,
  eraseByConsentSql,
  eraseSessionsSql,
  eraseVisitor,
  heldClientIdsSql,
  heldChunkSequencesSql,
  heldClientIds,
  heldChunkSequences,
  sessionIsKnown,
  nextVisitorNumber,
  visitorNumberOf,
  lastDecision,
}
