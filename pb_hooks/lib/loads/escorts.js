/// <reference path="../../../pb_data/types.d.ts" />

// An escort offer goes to a pilot-car operator (role pilot_car) and starts as offered; the
// pilot answers with a road update (lib/loads/road-updates.js).

const { refusal, fieldError, hasRole } = require(`${__hooks}/lib/loads/refusal.js`)

function createAssignment(e) {
  const record = e.record
  if (!hasRole(e.app, record.getString('pilot'), 'pilot_car')) {
    return e.json(400, refusal({ pilot: fieldError('validation_not_a_pilot', 'Choose a pilot-car operator.') }))
  }
  record.set('status', 'offered')
  record.set('decline_reason', '')
  record.set('responded_at', '')
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    // Saving the load tells dispatch's live list (which shows the offers with each load).
    txApp.save(txApp.findRecordById('loads', record.getString('load')))
  })
}

module.exports = { createAssignment }
