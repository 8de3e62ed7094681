/// <reference path="../../../pb_data/types.d.ts" />

// Dispatch (admins; the API rules let no one else write stops) edits a load's stops after
// creating it. The server keeps the order whole: a stop's `position` is its index among the
// load's stops, and adding, moving or removing one renumbers the others 0..n-1. What the
// road already did stays put: nothing goes before a stop already arrived at, such a stop is
// neither moved nor removed, and the order is fixed once the load is in transit.

const { refusal, fieldError } = require(`${__hooks}/lib/loads/refusal.js`)
const { stopsInOrder, isSet } = require(`${__hooks}/lib/loads/stop-order.js`)

const ORDER_FIXED = ['in_transit', 'delivered', 'cancelled']
const FINISHED = ['delivered', 'cancelled']

const isArrived = (stop) => isSet(stop, 'arrived_at')

function findLoad(app, id) {
  try {
    return app.findRecordById('loads', id)
  } catch {
    return null
  }
}

/** The load's stops in order but `stop`, as a plain array. */
function otherStops(app, loadId, stopId) {
  const others = []
  for (const candidate of stopsInOrder(app, loadId)) if (candidate.id !== stopId) others.push(candidate)
  return others
}

function lastArrivedIndex(stops) {
  let last = -1
  stops.forEach((stop, index) => {
    if (isArrived(stop)) last = index
  })
  return last
}

/** Numbers `stops` 0..n-1 in their order, saving those whose number changed. */
function renumber(app, stops) {
  stops.forEach((stop, index) => {
    if (stop.getInt('position') === index) return
    stop.set('position', index)
    app.save(stop)
  })
}

function positionError(message) {
  return refusal({ position: fieldError('validation_stop_position', message) })
}

/** Whether the request names a position (a new stop without one goes last). */
function positionWasSent(e) {
  const body = e.requestInfo().body
  return body !== null && body !== undefined && body.position !== undefined && body.position !== null && body.position !== ''
}

/** Where `stop` may go among `others`, as an index, or a 400 body saying why not. */
function placement(stop, others, wanted = stop.getInt('position')) {
  const index = Math.max(0, Math.min(wanted, others.length))
  if (index <= lastArrivedIndex(others)) return { refused: positionError('A stop cannot go before a stop already arrived at.') }
  return { index }
}

/** Saves the stop and the others renumbered around it, then the load (dispatch's live list, the shipment, the driver's page). */
function saveInOrder(e, others, index) {
  e.record.set('position', index)
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    const ordered = others.slice()
    ordered.splice(index, 0, e.record)
    renumber(txApp, ordered)
  })
}

function createStop(e) {
  const load = findLoad(e.app, e.record.getString('load'))
  if (!load) return e.next()
  if (FINISHED.indexOf(load.getString('status')) !== -1) {
    return e.json(400, refusal({ load: fieldError('validation_load_finished', `This load is ${load.getString('status')}; its stops no longer change.`) }))
  }
  const others = otherStops(e.app, load.id, '')
  const { refused, index } = placement(e.record, others, positionWasSent(e) ? e.record.getInt('position') : others.length)
  if (refused) return e.json(400, refused)
  saveInOrder(e, others, index)
}

function updateStop(e) {
  const stop = e.record
  const original = stop.original()
  if (stop.getString('load') !== original.getString('load')) {
    return e.json(400, refusal({ load: fieldError('validation_stop_load', 'A stop stays with its load.') }))
  }
  if (stop.getInt('position') === original.getInt('position')) return e.next()
  const load = findLoad(e.app, stop.getString('load'))
  if (load && ORDER_FIXED.indexOf(load.getString('status')) !== -1) {
    return e.json(400, positionError('Stops are reordered only before the load is in transit.'))
  }
  if (isArrived(original)) return e.json(400, positionError('A stop already arrived at keeps its place.'))
  const others = otherStops(e.app, stop.getString('load'), stop.id)
  const { refused, index } = placement(stop, others)
  if (refused) return e.json(400, refused)
  saveInOrder(e, others, index)
}

function deleteStop(e) {
  const stop = e.record
  if (isArrived(stop)) {
    return e.json(400, refusal({ id: fieldError('validation_stop_arrived', 'A stop already arrived at cannot be removed.') }))
  }
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    renumber(txApp, otherStops(txApp, stop.getString('load'), stop.id))
    const load = findLoad(txApp, stop.getString('load'))
    if (load) txApp.save(load)
  })
}

module.exports = { createStop, updateStop, deleteStop }
