/// <reference path="../../pb_data/types.d.ts" />

// Plate and VIN identify a vehicle on the road, so they live in the admin-only collection
// fleet_private (one record per vehicle), never on the public fleet record. Admins read them
// with `expand=fleet_private_via_fleet`; they may write them there, or send them with the
// vehicle itself, in which case both are saved in one transaction.

const EXPAND_KEY = 'fleet_private_via_fleet'

function findPrivateRecord(app, fleetId) {
  try {
    return app.findFirstRecordByFilter('fleet_private', 'fleet = {:fleet}', { fleet: fleetId })
  } catch {
    return null
  }
}

function upsertPrivateFields(app, fleetId, values) {
  const record = findPrivateRecord(app, fleetId) || new Record(app.findCollectionByNameOrId('fleet_private'))
  record.set('fleet', fleetId)
  for (const name in values) record.set(name, values[name])
  app.save(record)
  return record
}

/**
 * Saves the vehicle (`e.next()`) and, in the same transaction, the plate and VIN an admin
 * sent with it; the answer then carries them under `expand.fleet_private_via_fleet`.
 * Anyone else's plate and VIN are ignored (the fleet rules refuse them anyway).
 */
function saveWithPrivateFields(e, values) {
  if (!require(`${__hooks}/lib/access.js`).isAdminRequest(e) || Object.keys(values).length === 0) {
    e.next()
    return
  }
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    const stored = upsertPrivateFields(txApp, e.record.id, values)
    e.record.mergeExpand({ [EXPAND_KEY]: stored })
  })
}

/** Answers a vehicle create or update: 400 with every field error, or saved with its plate and VIN. */
function saveVehicle(e) {
  const rules = require(`${__hooks}/lib/content-rules.js`)
  const fleetRules = require(`${__hooks}/lib/fleet-rules.js`)
  const body = require(`${__hooks}/lib/raw-body.js`).rawBody(e)
  const refusal = rules.refusalFor(rules.contentErrors(e, fleetRules.fleetExtraErrors, body))
  if (refusal) return e.json(400, refusal)
  saveWithPrivateFields(e, fleetRules.submittedPrivateFields(body))
}

module.exports = { saveVehicle }
