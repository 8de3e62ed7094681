/// <reference path="../../../pb_data/types.d.ts" />

// What a pilot-car operator may know of each of their escort jobs (GET /api/escort-jobs), by
// their answer to the offer:
// - offered: what they need to decide (pickup date, stops with their windows, size, class,
//   states, instructions), never the customer's contacts or the driver's position;
// - accepted: also each stop's contact, the driver's name and phone, and the permits;
// - declined: their own answer only, nothing of the load.
// The API rules agree (pb_migrations/1732004200_escort_reads_by_answer.js): only an accepted
// escort reads the load itself, which brings them its live changes and the permit files.

const LOAD_FACTS = ['status', 'equipment', 'load_class', 'special_instructions']
const LOAD_NUMBERS = ['length', 'width', 'height', 'weight_lb']
const STOP_CONTACT = ['contact_name', 'contact_phone', 'notes']

function dateOrEmpty(record, name) {
  const value = record.getDateTime(name)
  return value.isZero() ? '' : value.string()
}

function listOf(record, name) {
  const stored = record.getStringSlice(name)
  const values = []
  for (let i = 0; i < stored.length; i++) values.push(stored[i])
  return values
}

function stopView(stop, isAccepted) {
  const view = {
    id: stop.id,
    kind: stop.getString('kind'),
    place: stop.getString('place'),
    window_start: dateOrEmpty(stop, 'window_start'),
    window_end: dateOrEmpty(stop, 'window_end'),
  }
  if (isAccepted) for (const name of STOP_CONTACT) view[name] = stop.getString(name)
  return view
}

function loadView(app, load, isAccepted) {
  const view = { pickup_date: dateOrEmpty(load, 'pickup_date'), route_states: listOf(load, 'route_states') }
  for (const name of LOAD_FACTS) view[name] = load.getString(name)
  for (const name of LOAD_NUMBERS) view[name] = load.getFloat(name)
  view.stops = app
    .findRecordsByFilter('load_stops', 'load = {:load}', 'position,created', 0, 0, { load: load.id })
    .map((stop) => stopView(stop, isAccepted))
  return view
}

function driverOf(app, load) {
  const driverId = load.getString('driver')
  if (!driverId) return null
  try {
    const driver = app.findRecordById('users', driverId)
    const name = `${driver.getString('first_name')} ${driver.getString('last_name')}`.trim()
    return { name, phone: driver.getString('phone') }
  } catch {
    return null
  }
}

function permitsOf(app, loadId) {
  return app.findRecordsByFilter('load_documents', "load = {:load} && kind = 'permit'", 'created', 0, 0, { load: loadId })
}

function jobOf(app, assignment) {
  const status = assignment.getString('status')
  const job = {
    id: assignment.id,
    load: assignment.getString('load'),
    status,
    decline_reason: assignment.getString('decline_reason'),
    responded_at: dateOrEmpty(assignment, 'responded_at'),
    created: dateOrEmpty(assignment, 'created'),
    details: null,
    driver: null,
    documents: [],
  }
  if (status === 'declined') return job
  const isAccepted = status === 'accepted'
  const load = app.findRecordById('loads', job.load)
  job.details = loadView(app, load, isAccepted)
  if (isAccepted) {
    job.driver = driverOf(app, load)
    job.documents = permitsOf(app, load.id)
  }
  return job
}

/** The signed-in user's escort jobs, newest offer first: `{ items: [job…] }`. */
function listEscortJobs(e) {
  const assignments = e.app.findRecordsByFilter('escort_assignments', 'pilot = {:pilot}', '-created', 0, 0, { pilot: e.auth.id })
  return e.json(200, { items: assignments.map((assignment) => jobOf(e.app, assignment)) })
}

/**
 * An offer's facts come from its load, which the offered pilot cannot read or follow live:
 * saving their assignment tells their page (realtime) that the offer changed.
 */
function touchOffers(app, loadId) {
  for (const offer of app.findRecordsByFilter('escort_assignments', "load = {:load} && status = 'offered'", '', 0, 0, { load: loadId })) {
    app.save(offer)
  }
}

module.exports = { listEscortJobs, touchOffers }
