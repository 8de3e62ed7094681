/// <reference path="../../../pb_data/types.d.ts" />

// Writes a checked replay batch (replay-schema.js) inside one transaction: the recording's
// row (made on the first batch of a session), its summary, new events and new DOM chunks.
// Ids the server already holds are skipped, so a batch sent twice is stored once.

const dates = require('../tracking/dates.js')
const queries = require('../tracking/queries.js')
const { replayBrowser, replayDeviceType } = require('./device.js')
const { upsertPoints } = require('./heatmap.js')

const MAX_VISITED_CHARS = 5000

function findRecording(txApp, sessionId) {
  try {
    return txApp.findFirstRecordByData('session_recordings', 'session_id', sessionId)
  } catch {
    return null
  }
}

function applyRecording(record, facts) {
  record.set('started_at', dates.storedDate(facts.started_at))
  if (facts.viewport_size) record.set('viewport_size', facts.viewport_size)
  if (facts.device_info) record.set('device_info', facts.device_info)
  if (facts.browser_info) record.set('browser_info', facts.browser_info)
  if (facts.fingerprint) record.set('browser_fingerprint', facts.fingerprint)
}

function applySummary(record, summary) {
  record.set('ended_at', dates.storedDate(summary.ended_at))
  ;['duration_ms', 'page_count', 'click_count', 'scroll_count', 'rage_click_count', 'dead_click_count'].forEach((field) => {
    if (summary[field] !== undefined) record.set(field, Math.max(record.getInt(field), summary[field]))
  })
}

/** The first page and every page seen, one path a line (what the list filters by). */
function applyPages(record, events) {
  const visited = record.getString('visited_pages').split('\n').filter(Boolean)
  events.forEach((event) => {
    if (event.type !== 'pageview') return
    const path = event.page_url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]
    if (!record.getString('entry_page')) record.set('entry_page', path)
    if (visited.indexOf(path) === -1 && visited.join('\n').length + path.length < MAX_VISITED_CHARS) visited.push(path)
  })
  record.set('visited_pages', visited.join('\n'))
}

/** The recording of the batch's session, made when new; null when it belongs to another consent id. */
function touchRecording(txApp, batch, client, nowMs) {
  let record = findRecording(txApp, batch.session_id)
  if (record && record.getString('consent_id') !== batch.consent_id) return null
  if (!record) {
    record = new Record(txApp.findCachedCollectionByNameOrId('session_recordings'))
    record.load({ session_id: batch.session_id, consent_id: batch.consent_id, site_id: batch.site_id })
    record.set('started_at', dates.storedDate(nowMs))
    record.set('device_type', replayDeviceType(client.userAgent))
    record.set('browser', replayBrowser(client.userAgent))
  }
  applyPages(record, batch.events)
  if (batch.recording) applyRecording(record, batch.recording)
  if (batch.summary) applySummary(record, batch.summary)
  if (record.getInt('visitor_number') === 0) record.set('visitor_number', queries.visitorNumberOf(txApp, batch.consent_id))
  txApp.save(record)
  return record
}

function insertEvents(txApp, batch) {
  const held = queries.heldClientIds(txApp, 'session_events', batch.events.map((event) => event.id))
  const collection = txApp.findCachedCollectionByNameOrId('session_events')
  let stored = 0
  batch.events.forEach((event) => {
    if (held[event.id]) return
    held[event.id] = true
    const record = new Record(collection)
    record.load({
      session_id: batch.session_id,
      consent_id: batch.consent_id,
      client_event_id: event.id,
      sequence: event.sequence,
      event_type: event.type,
      timestamp_ms: event.offset_ms,
      page_url: event.page_url,
      page_title: event.page_title || '',
      element_selector: event.selector || '',
      element_text: event.text || '',
      coordinates: event.x === undefined || event.y === undefined ? null : { x: event.x, y: event.y },
      viewport_data: event.viewport || null,
      scroll_data: event.scroll || null,
      form_data: event.form || null,
      additional_data: event.element || null,
    })
    txApp.save(record)
    stored += 1
  })
  return stored
}

function insertChunks(txApp, batch) {
  const sequences = batch.chunks.map((chunk) => chunk.sequence)
  const held = queries.heldChunkSequences(txApp, batch.session_id, sequences)
  const collection = txApp.findCachedCollectionByNameOrId('session_dom_chunks')
  let stored = 0
  batch.chunks.forEach((chunk) => {
    if (held[String(chunk.sequence)]) return
    held[String(chunk.sequence)] = true
    const record = new Record(collection)
    record.load({
      session_id: batch.session_id,
      consent_id: batch.consent_id,
      sequence: chunk.sequence,
      first_ms: chunk.first_ms,
      last_ms: chunk.last_ms,
      event_count: chunk.event_count,
      byte_size: Math.floor((chunk.data.length * 3) / 4),
      data: chunk.data,
    })
    txApp.save(record)
    stored += 1
  })
  return stored
}

/**
 * Writes `batch` sent by `client` ({ userAgent }). Returns { refused } naming why nothing was written, or { events,
 * duplicates, chunks } with how many new rows were stored.
 */
function storeReplayBatch(txApp, batch, client, nowMs) {
  if (queries.lastDecision(txApp, batch.consent_id) === 'declined') return { refused: 'consent_id: recording was declined', status: 403 }
  const recording = touchRecording(txApp, batch, client, nowMs)
  if (!recording) return { refused: 'session_id: belongs to another consent id', status: 400 }
  const events = insertEvents(txApp, batch)
  const chunks = insertChunks(txApp, batch)
  const heat = upsertPoints(txApp, batch.heat, batch.site_id, nowMs)
  return { events: events, duplicates: batch.events.length - events, chunks: chunks, heat: heat }
}

/** Removes the events and DOM chunks of a deleted recording's session. */
function deleteSessionData(app, sessionId) {
  ;['session_events', 'session_dom_chunks'].forEach((table) => {
    app.db().delete(table, $dbx.hashExp({ session_id: sessionId })).execute()
  })
}

module.exports = { storeReplayBatch, deleteSessionData }
