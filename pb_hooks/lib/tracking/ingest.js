/// <reference path="../../../pb_data/types.d.ts" />

// POST /api/track (and /api/track-analytics): the batch format is described in
// batch-schema.js. A batch is checked whole before anything is written, then written in one
// transaction, so a refused or failed batch leaves nothing behind.

const { LIMITS, validateBatch } = require('./batch-schema.js')
const { readJsonBody, refuse } = require('./request-body.js')
const { describeUserAgent } = require('./user-agent.js')
const { storedAddress } = require('./client-address.js')
const { trackingEnvironment } = require('./environment.js')
const { storeBatch } = require('./store-batch.js')
const { broadcastPresence } = require('./presence.js')

const MAX_USER_AGENT_CHARS = 1000

/** Who sent the request: the address from PocketBase's trusted-proxy setting, never a raw header. */
function clientOf(e) {
  const environment = trackingEnvironment($os.getenv)
  const userAgent = String(e.request.header.get('User-Agent') || '').slice(0, MAX_USER_AGENT_CHARS)
  return {
    ip: storedAddress(e.realIP(), environment.storeFullIp),
    userAgent: userAgent,
    device: describeUserAgent(userAgent, e.request.header.get('Sec-CH-UA')),
  }
}

function handleTrack(e) {
  const body = readJsonBody(e, LIMITS.maxBodyBytes)
  if (body.problem) return refuse(e, [body.problem])
  const nowMs = Date.now()
  const checked = validateBatch(body.value, nowMs)
  if (checked.problems) return refuse(e, checked.problems)

  const client = clientOf(e)
  let outcome = null
  e.app.runInTransaction((txApp) => {
    outcome = storeBatch(txApp, checked.batch, client, nowMs)
  })
  if (outcome.presence) broadcastPresence(e.app, outcome.presence)
  return e.json(200, { stored: outcome.stored, duplicates: outcome.duplicates, visitor_number: outcome.visitorNumber })
}

module.exports = { handleTrack }
