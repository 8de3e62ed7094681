/// <reference path="../../../pb_data/types.d.ts" />

// The order of a load's stops (by position, then creation) and what it means on the road: a
// stop is arrived at only after the one before it was departed from, and a load is delivered
// only once its last stop was arrived at. The outbox sends a driver's taps in the order they
// were made, so a driver who works the stops in order offline is never refused.

const { fieldError } = require(`${__hooks}/lib/loads/refusal.js`)

function stopsInOrder(app, loadId) {
  return app.findRecordsByFilter('load_stops', 'load = {:load}', 'position,created', 0, 0, { load: loadId })
}

const isSet = (stop, name) => !stop.getDateTime(name).isZero()

function orderError(message) {
  return { kind: fieldError('validation_stop_order', message) }
}

/** Why the driver cannot record arriving at `stop` yet ({} when they can). */
function arrivalOrderErrors(app, stop) {
  const stops = stopsInOrder(app, stop.getString('load'))
  const index = stops.findIndex((candidate) => candidate.id === stop.id)
  const previous = index > 0 ? stops[index - 1] : null
  if (!previous || isSet(previous, 'departed_at')) return {}
  return orderError(`Record the departure from ${previous.getString('place')} before arriving at ${stop.getString('place')}.`)
}

/** Why the load cannot be marked delivered yet because of its stops ({} when it can). */
function deliveryOrderErrors(app, loadId) {
  const stops = stopsInOrder(app, loadId)
  const last = stops.length > 0 ? stops[stops.length - 1] : null
  if (!last || isSet(last, 'arrived_at')) return {}
  return orderError(`Record the arrival at ${last.getString('place')} before marking the load delivered.`)
}

module.exports = { stopsInOrder, isSet, arrivalOrderErrors, deliveryOrderErrors }
