/// <reference path="../../../pb_data/types.d.ts" />

// Documents of a load. Drivers may add any but permits (the API rule), and the proof of
// delivery needs both the photo of the signed paperwork and the receiver's signature. The
// id may be made on the device (outbox), so a retry is answered as already received.

const { refusal, fieldError, alreadyReceived } = require(`${__hooks}/lib/loads/refusal.js`)

function stopErrors(app, record) {
  const stopId = record.getString('stop')
  if (!stopId) return {}
  try {
    if (app.findRecordById('load_stops', stopId).getString('load') === record.getString('load')) return {}
  } catch {
    // An unknown stop is refused below like a stop of another load.
  }
  return { stop: fieldError('validation_stop', 'Choose a stop of this load.') }
}

function createDocument(e) {
  const taken = alreadyReceived(e)
  if (taken) return e.json(400, taken)
  const record = e.record
  const access = require(`${__hooks}/lib/access.js`)
  record.set('author', access.isUsersRecord(e.auth) ? e.auth.id : '')
  const errors = stopErrors(e.app, record)
  const hasSignature = record.getUnsavedFiles('signature').length > 0
  if (record.getString('kind') === 'proof_of_delivery' && !hasSignature) {
    errors.signature = fieldError('validation_required', "The receiver's signature is required.")
  }
  if (Object.keys(errors).length > 0) return e.json(400, refusal(errors))
  e.next()
}

module.exports = { createDocument }
