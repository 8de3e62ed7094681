/// <reference path="../../../pb_data/types.d.ts" />

// A road update (load_updates create) is what a driver or a pilot does from the road, often
// sent later by the app's outbox: the record id is made on the device and is the
// idempotency key, `happened_at` is the device's time, `created` the time it arrived. Each
// kind changes the load, a stop or an escort assignment in the same transaction, or the
// update is refused with a 400 and nothing changes.

const { refusal, fieldError, alreadyReceived, hasProofOfDelivery } = require(`${__hooks}/lib/loads/refusal.js`)

const DRIVER_KINDS = ['accepted', 'declined', 'arrived', 'departed', 'in_transit', 'delivered', 'note']
const PILOT_KINDS = ['escort_accepted', 'escort_declined', 'note']
const FINISHED = ['delivered', 'cancelled']

function kindError(message) {
  return { kind: fieldError('validation_road_update', message) }
}

function assignmentOf(app, loadId, userId) {
  try {
    return app.findFirstRecordByFilter('escort_assignments', 'load = {:load} && pilot = {:pilot}', { load: loadId, pilot: userId })
  } catch {
    return null
  }
}

function stopOf(app, update, load) {
  const stopId = update.getString('stop')
  if (!stopId) return null
  try {
    const stop = app.findRecordById('load_stops', stopId)
    return stop.getString('load') === load.id ? stop : null
  } catch {
    return null
  }
}

function stopErrors(app, kind, stop) {
  if (!stop) return { stop: fieldError('validation_stop', 'Choose a stop of this load.') }
  const order = require(`${__hooks}/lib/loads/stop-order.js`)
  if (kind === 'arrived') {
    return order.isSet(stop, 'arrived_at') ? kindError('Arrival at this stop is already recorded.') : order.arrivalOrderErrors(app, stop)
  }
  if (!order.isSet(stop, 'arrived_at')) return kindError('Record the arrival at this stop first.')
  if (order.isSet(stop, 'departed_at')) return kindError('Departure from this stop is already recorded.')
  return {}
}

function statusMoveErrors(app, load, to) {
  const wrongMove = require(`${__hooks}/lib/status-machines.js`).transitionError('loads', load.getString('status'), to)
  if (wrongMove) return { kind: wrongMove }
  if (to === 'delivered' && !hasProofOfDelivery(app, load.id)) {
    return kindError('Add the proof of delivery (photo and signature) before marking the load delivered.')
  }
  if (to === 'delivered') return require(`${__hooks}/lib/loads/stop-order.js`).deliveryOrderErrors(app, load.id)
  return {}
}

/** Why a driver's update cannot apply to the load as it stands ({} when it can). */
function driverKindErrors(app, update, load) {
  const kind = update.getString('kind')
  if (kind === 'note') return {}
  if (kind === 'accepted' || kind === 'declined') {
    if (load.getString('driver_response') !== 'pending') return kindError('This assignment was already answered.')
    if (kind === 'declined' && !update.getString('note').trim()) {
      return { note: fieldError('validation_required', 'Say why you decline this load.') }
    }
    return {}
  }
  if (load.getString('status') === 'scheduled') return kindError('This load has not been dispatched yet.')
  if (kind === 'arrived' || kind === 'departed') return stopErrors(app, kind, stopOf(app, update, load))
  return statusMoveErrors(app, load, kind)
}

function pilotKindErrors(update, assignment) {
  const kind = update.getString('kind')
  const answer = assignment.getString('status')
  if (answer === 'declined') return kindError('You declined this escort offer.')
  if (kind === 'note' || answer === 'offered') return {}
  return kindError('This escort offer was already answered.')
}

/** Why the update is refused, as a 400 body, or null. Also fixes the author to the caller. */
function refusalOf(e) {
  const taken = alreadyReceived(e)
  if (taken) return taken
  const update = e.record
  const access = require(`${__hooks}/lib/access.js`)
  const authorId = access.isUsersRecord(e.auth) ? e.auth.id : ''
  update.set('author', authorId)
  let load
  try {
    load = e.app.findRecordById('loads', update.getString('load'))
  } catch {
    return refusal({ load: fieldError('validation_load', 'Choose a load.') })
  }
  const kind = update.getString('kind')
  if (FINISHED.indexOf(load.getString('status')) !== -1 && kind !== 'note') {
    return refusal(kindError(`This load is ${load.getString('status')}.`))
  }
  const isDriver = authorId !== '' && load.getString('driver') === authorId
  const assignment = authorId ? assignmentOf(e.app, load.id, authorId) : null
  let errors
  if (isDriver && DRIVER_KINDS.indexOf(kind) !== -1) errors = driverKindErrors(e.app, update, load)
  else if (assignment && PILOT_KINDS.indexOf(kind) !== -1) errors = pilotKindErrors(update, assignment)
  else if (access.isAdminRequest(e) && kind === 'note') errors = {}
  else errors = kindError('You cannot send this update for this load.')
  return Object.keys(errors).length > 0 ? refusal(errors) : null
}

function later(current, candidate) {
  return current.isZero() || candidate.unix() > current.unix() ? candidate : current
}

// An update without a position stores 0 and 0 (a point in the Gulf of Guinea, never on a route).
// The load's last position is where its driver was: a pilot's update keeps its own position to itself.
function keepLatestPosition(load, update, happenedAt) {
  if (update.getString('author') !== load.getString('driver')) return
  const latitude = update.getFloat('latitude')
  const longitude = update.getFloat('longitude')
  if (latitude === 0 && longitude === 0) return
  const shownAt = load.getDateTime('last_position_at')
  if (!shownAt.isZero() && happenedAt.unix() < shownAt.unix()) return
  load.set('last_latitude', latitude)
  load.set('last_longitude', longitude)
  load.set('last_position_at', happenedAt)
}

/** Applies a stored update to its load, stop or escort assignment (inside the create's transaction). */
function applyUpdate(app, update) {
  const load = app.findRecordById('loads', update.getString('load'))
  const happenedAt = update.getDateTime('happened_at')
  const kind = update.getString('kind')
  if (kind === 'accepted' || kind === 'declined') {
    load.set('driver_response', kind)
    load.set('driver_decline_reason', kind === 'declined' ? update.getString('note') : '')
    if (kind === 'accepted' && load.getString('status') === 'scheduled') load.set('status', 'dispatched')
  } else if (kind === 'arrived' || kind === 'departed') {
    const stop = app.findRecordById('load_stops', update.getString('stop'))
    stop.set(kind === 'arrived' ? 'arrived_at' : 'departed_at', happenedAt)
    app.save(stop)
    // Leaving a pickup puts the load on the road.
    if (kind === 'departed' && stop.getString('kind') === 'pickup' && load.getString('status') === 'dispatched') {
      load.set('status', 'in_transit')
    }
  } else if (kind === 'in_transit' || kind === 'delivered') {
    load.set('status', kind)
  } else if (kind === 'escort_accepted' || kind === 'escort_declined') {
    const assignment = assignmentOf(app, load.id, update.getString('author'))
    assignment.set('status', kind === 'escort_accepted' ? 'accepted' : 'declined')
    assignment.set('decline_reason', kind === 'escort_declined' ? update.getString('note') : '')
    assignment.set('responded_at', happenedAt)
    app.save(assignment)
  }
  load.set('last_update_at', later(load.getDateTime('last_update_at'), happenedAt))
  keepLatestPosition(load, update, happenedAt)
  app.save(load)
}

// An update cannot have happened after it arrived. A device time ahead of the server's (a
// clock set wrong, or on purpose) is taken as the arrival time, or it would hold the load's last
// update and last position at that future time against every later update.
function capAtArrival(update) {
  const now = new DateTime()
  if (update.getDateTime('happened_at').unix() > now.unix()) update.set('happened_at', now)
}

function createRoadUpdate(e) {
  const refused = refusalOf(e)
  if (refused) return e.json(400, refused)
  capAtArrival(e.record)
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    applyUpdate(txApp, e.record)
  })
}

module.exports = { createRoadUpdate }
