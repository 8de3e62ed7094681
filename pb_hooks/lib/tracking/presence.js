/// <reference path="../../../pb_data/types.d.ts" />

// Presence: one row per visitor (consent id) that admins can list, written at most every
// PRESENCE_WRITE_INTERVAL_MS for the same page and session, and a realtime message on the
// `presence` topic for every heartbeat or leave, sent only to signed-in admins and superusers.
// Readers treat a visitor unseen for PRESENCE_EXPIRY_MS as gone; a cron deletes rows unseen
// for PRESENCE_ROW_MAX_AGE_MS.
//
// Message data (JSON): { action: "heartbeat" | "leave", consent_id, session_id, site_id,
// page_url, page_title, user_agent, browser, os, device_type, last_seen_at (ISO 8601) }.

const { PRESENCE_TYPES } = require('./batch-schema.js')
const dates = require('./dates.js')

const PRESENCE_TOPIC = 'presence'
const PRESENCE_WRITE_INTERVAL_MS = 15000
const PRESENCE_EXPIRY_MS = 45000
const PRESENCE_ROW_MAX_AGE_MS = 5 * 60 * 1000

function findPresence(txApp, consentId) {
  try {
    return txApp.findFirstRecordByData('presence', 'consent_id', consentId)
  } catch {
    return null
  }
}

function isStale(row, message, nowMs) {
  return (
    row.getString('session_id') !== message.session_id ||
    row.getString('page_url') !== message.page_url ||
    row.getString('page_title') !== message.page_title ||
    nowMs - dates.storedDateToMs(row.getString('last_seen_at')) >= PRESENCE_WRITE_INTERVAL_MS
  )
}

function savePresence(txApp, row, message, nowMs) {
  const record = row || new Record(txApp.findCachedCollectionByNameOrId('presence'))
  record.set('consent_id', message.consent_id)
  ;['session_id', 'site_id', 'page_url', 'page_title', 'user_agent', 'browser', 'os', 'device_type'].forEach((key) => {
    record.set(key, message[key])
  })
  record.set('last_seen_at', dates.storedDate(nowMs))
  txApp.save(record)
}

/**
 * Applies the batch's last presence event inside the ingest transaction. Returns the message
 * to broadcast once the transaction has committed, or null when there is none to send.
 */
function applyPresence(txApp, batch, client, nowMs) {
  const beats = batch.events.filter((event) => PRESENCE_TYPES.indexOf(event.type) !== -1)
  if (beats.length === 0) return null
  const last = beats[beats.length - 1]
  const message = {
    action: last.type === 'presence_leave' ? 'leave' : 'heartbeat',
    consent_id: batch.consent_id,
    session_id: batch.session_id,
    site_id: batch.site_id,
    page_url: last.page_url,
    page_title: last.fields.page_title || '',
    user_agent: client.userAgent,
    browser: client.device.browser,
    os: client.device.os,
    device_type: client.device.device_type,
    last_seen_at: new Date(nowMs).toISOString(),
  }
  const row = findPresence(txApp, batch.consent_id)
  if (message.action === 'heartbeat') {
    if (!row || isStale(row, message, nowMs)) savePresence(txApp, row, message, nowMs)
    return message
  }
  // Another tab of the same visitor (its own session) keeps the visitor present.
  if (!row || row.getString('session_id') !== batch.session_id) return null
  txApp.delete(row)
  return message
}

function isAdminAuth(record) {
  if (!record) return false
  return record.isSuperuser() || require(`${__hooks}/lib/access.js`).isAdminUser(record)
}

/** Sends `message` on the presence topic to every subscribed admin or superuser. */
function broadcastPresence(app, message) {
  const sse = new SubscriptionMessage({ name: PRESENCE_TOPIC, data: JSON.stringify(message) })
  const chunks = app.subscriptionsBroker().chunkedClients(500)
  for (let i = 0; i < chunks.length; i++) {
    for (let j = 0; j < chunks[i].length; j++) {
      const client = chunks[i][j]
      if (client.hasSubscription(PRESENCE_TOPIC) && isAdminAuth(client.get('auth'))) client.send(sse)
    }
  }
}

/** Deletes presence rows unseen for PRESENCE_ROW_MAX_AGE_MS; returns how many. */
function deleteStalePresence(app, nowMs) {
  return app
    .db()
    .newQuery('DELETE FROM `presence` WHERE `last_seen_at` < {:cutoff}')
    .bind({ cutoff: dates.storedDate(nowMs - PRESENCE_ROW_MAX_AGE_MS) })
    .execute()
    .rowsAffected()
}

module.exports = {
  PRESENCE_TOPIC,
  PRESENCE_WRITE_INTERVAL_MS,
  PRESENCE_EXPIRY_MS,
  applyPresence,
  broadcastPresence,
  deleteStalePresence,
}
