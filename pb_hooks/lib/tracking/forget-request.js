/// <reference path="../../../pb_data/types.d.ts" />

// Body of POST /api/track/forget: { consent_id, session_ids?: [up to 100 session ids] }.

const checks = require('./field-checks.js')

const MAX_FORGET_SESSIONS = 100
const MAX_FORGET_BODY_BYTES = 16384

/** { request: { consentId, sessionIds } } or { problems }. */
function validateForgetRequest(body) {
  if (!checks.isPlainObject(body)) return { problems: ['body: must be a JSON object'] }
  const problems = []
  Object.keys(body).forEach((key) => {
    if (key !== 'consent_id' && key !== 'session_ids') problems.push(key + ': unknown field')
  })
  const consent = body.consent_id === undefined ? checks.problem('consent_id', 'required') : checks.clientId(body.consent_id, 'consent_id')
  if (consent.problem) problems.push(consent.problem)
  const sessionIds = body.session_ids === undefined ? [] : body.session_ids
  if (!Array.isArray(sessionIds) || sessionIds.length > MAX_FORGET_SESSIONS) {
    problems.push('session_ids: must be an array of at most ' + MAX_FORGET_SESSIONS + ' session ids')
  } else {
    sessionIds.forEach((id, i) => {
      const checked = checks.clientId(id, 'session_ids[' + i + ']')
      if (checked.problem) problems.push(checked.problem)
    })
  }
  if (problems.length > 0) return { problems: problems }
  return { request: { consentId: consent.value, sessionIds: sessionIds } }
}

module.exports = { MAX_FORGET_BODY_BYTES, validateForgetRequest }
