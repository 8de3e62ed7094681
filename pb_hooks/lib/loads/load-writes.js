/// <reference path="../../../pb_data/types.d.ts" />

// What dispatch (admins; the API rules let no one else write loads) may save on a load. The
// server keeps the status machine, the customer (the source quote's owner), the driver's
// answer and the last road update; an assigned driver must have the driver role.

const { refusal, fieldError, hasRole, hasProofOfDelivery } = require(`${__hooks}/lib/loads/refusal.js`)
const SERVER_KEPT = ['customer', 'driver_response', 'driver_decline_reason', 'last_update_at']

function customerOf(app, quoteId) {
  if (!quoteId) return ''
  try {
    return app.findRecordById('quotes', quoteId).getString('user')
  } catch {
    return ''
  }
}

function driverErrors(app, record) {
  const driver = record.getString('driver')
  if (driver && !hasRole(app, driver, 'driver')) {
    return { driver: fieldError('validation_not_a_driver', 'Choose a user with the driver role.') }
  }
  return {}
}

/** Marks the source quote reviewed where its status machine allows it (a new or archived quote). */
function markQuoteReviewed(app, quoteId) {
  if (!quoteId) return
  const machines = require(`${__hooks}/lib/status-machines.js`)
  const quote = app.findRecordById('quotes', quoteId)
  if (machines.transitionError('quotes', quote.getString('status'), 'reviewed')) return
  quote.set('status', 'reviewed')
  app.save(quote)
}

function createLoad(e) {
  const record = e.record
  const errors = driverErrors(e.app, record)
  if (Object.keys(errors).length > 0) return e.json(400, refusal(errors))
  record.set('status', 'scheduled')
  record.set('customer', customerOf(e.app, record.getString('quote')))
  record.set('driver_response', record.getString('driver') ? 'pending' : '')
  record.set('driver_decline_reason', '')
  record.set('last_update_at', '')
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    markQuoteReviewed(txApp, record.getString('quote'))
  })
}

function statusErrors(app, record, original) {
  const from = original.getString('status')
  const to = record.getString('status')
  if (from === to) return {}
  const wrongMove = require(`${__hooks}/lib/status-machines.js`).transitionError('loads', from, to)
  if (wrongMove) return { status: wrongMove }
  if (to === 'dispatched' && !record.getString('driver')) {
    return { status: fieldError('validation_no_driver', 'Assign a driver before dispatching this load.') }
  }
  if (to === 'delivered' && !hasProofOfDelivery(app, record.id)) {
    return { status: fieldError('validation_no_proof_of_delivery', 'A load is delivered only with a proof of delivery.') }
  }
  return {}
}

function updateLoad(e) {
  const record = e.record
  const original = record.original()
  for (const name of SERVER_KEPT) record.set(name, original.get(name))
  const errors = { ...statusErrors(e.app, record, original), ...driverErrors(e.app, record) }
  if (Object.keys(errors).length > 0) return e.json(400, refusal(errors))
  const quoteChanged = record.getString('quote') !== original.getString('quote')
  if (quoteChanged) record.set('customer', customerOf(e.app, record.getString('quote')))
  if (record.getString('driver') !== original.getString('driver')) {
    record.set('driver_response', record.getString('driver') ? 'pending' : '')
    record.set('driver_decline_reason', '')
  }
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    if (quoteChanged) markQuoteReviewed(txApp, record.getString('quote'))
  })
}

module.exports = { createLoad, updateLoad }
