/// <reference path="../../../pb_data/types.d.ts" />

// POST /api/track/forget { consent_id, session_ids? }: erases everything tracked under the
// consent id (and the session rows of the listed sessions that carry no consent id) in one
// transaction. heatmap_data holds daily totals per page element, nobody's own rows, so it stays.

const { MAX_FORGET_BODY_BYTES, validateForgetRequest } = require('./forget-request.js')
const { readJsonBody, refuse } = require('./request-body.js')
const { broadcastPresence } = require('./presence.js')
const { eraseVisitor } = require('./queries.js')

function handleForget(e) {
  const body = readJsonBody(e, MAX_FORGET_BODY_BYTES)
  if (body.problem) return refuse(e, [body.problem])
  const checked = validateForgetRequest(body.value)
  if (checked.problems) return refuse(e, checked.problems)

  let removed = null
  e.app.runInTransaction((txApp) => {
    removed = eraseVisitor(txApp, checked.request.consentId, checked.request.sessionIds)
  })
  if (removed.presence > 0) {
    broadcastPresence(e.app, { action: 'leave', consent_id: checked.request.consentId, last_seen_at: new Date().toISOString() })
  }
  return e.json(200, { removed: removed })
}

module.exports = { handleForget }
