/// <reference path="../../../pb_data/types.d.ts" />

/** A PocketBase-style 400 body: `refusal({ status: fieldError('validation_x', 'Why') })`. */
function refusal(errors) {
  return { status: 400, message: 'Failed to save the record.', data: errors }
}

function fieldError(code, message) {
  return { code, message }
}

/** A create whose client-made id is already stored: the answer PocketBase gives for a taken id. */
function alreadyReceived(e) {
  const record = e.record
  if (record.id === '' || e.app.countRecords(record.collection(), $dbx.hashExp({ id: record.id })) === 0) return null
  return refusal({ id: fieldError('validation_not_unique', 'Value must be unique.') })
}

function hasRole(app, userId, role) {
  if (!userId) return false
  try {
    return require(`${__hooks}/lib/access.js`).rolesOf(app.findRecordById('users', userId)).indexOf(role) !== -1
  } catch {
    return false
  }
}

function hasProofOfDelivery(app, loadId) {
  return app.countRecords('load_documents', $dbx.hashExp({ load: loadId, kind: 'proof_of_delivery' })) > 0
}

module.exports = { refusal, fieldError, alreadyReceived, hasRole, hasProofOfDelivery }
