/// <reference path="../../../pb_data/types.d.ts" />

// POST /api/track/replay: the batch format is in replay-schema.js. Checked whole, then written
// in one transaction, so a refused batch leaves nothing behind.

const { LIMITS, validateReplayBatch } = require('./replay-schema.js')
const { storeReplayBatch } = require('./store-replay.js')
const { readJsonBody, refuse } = require('../tracking/request-body.js')

function handleReplay(e) {
  const body = readJsonBody(e, LIMITS.maxBodyBytes)
  if (body.problem) return refuse(e, [body.problem])
  const nowMs = Date.now()
  const checked = validateReplayBatch(body.value, nowMs)
  if (checked.problems) return refuse(e, checked.problems)

  const client = { userAgent: String(e.request.header.get('User-Agent') || '').slice(0, 1000) }
  let outcome = null
  e.app.runInTransaction((txApp) => {
    outcome = storeReplayBatch(txApp, checked.batch, client, nowMs)
  })
  if (outcome.refused) return e.json(outcome.status, { status: outcome.status, message: outcome.refused, data: {} })
  return e.json(200, { events: outcome.events, duplicates: outcome.duplicates, chunks: outcome.chunks, heat: outcome.heat })
}

module.exports = { handleReplay }
