/// <reference path="../pb_data/types.d.ts" />

// A pilot-car operator reads a load, its stops and its documents only once they have accepted
// the escort; before that they read the offer's facts through GET /api/escort-jobs
// (pb_hooks/lib/loads/escort-jobs.js), which leaves out the customer's contacts and the
// driver's position, and after a decline nothing of the load.
//
// Road updates keep their rule (any escort of the load): the hook refuses a declined pilot's
// new update, and must see a resent answer first to tell the outbox it already arrived.
//
// Both conditions on `escort_assignments_via_load` use `?=`, so they hold on the same
// assignment: a pilot with a declined offer gains nothing from another pilot's acceptance.
const ADMIN = "@request.auth.roles:each ?= 'admin'"
const SIGNED_IN = "@request.auth.id != ''"

const escortOf = (path, status) =>
  `(${path}escort_assignments_via_load.pilot ?= @request.auth.id && ${path}escort_assignments_via_load.status ?= '${status}')`
const anyEscort = (path) => `${path}escort_assignments_via_load.pilot ?= @request.auth.id`

function readers(driver, escort) {
  return `${ADMIN} || (${SIGNED_IN} && (${driver} || ${escort}))`
}

const readRules = (rule) => ({ listRule: rule, viewRule: rule })

function rules(escortRead) {
  return {
    loads: readRules(readers('driver = @request.auth.id', escortRead(''))),
    load_stops: readRules(readers('load.driver = @request.auth.id', escortRead('load.'))),
    load_documents: readRules(readers('load.driver = @request.auth.id', escortRead('load.'))),
  }
}

function apply(app, byCollection) {
  for (const [name, collectionRules] of Object.entries(byCollection)) {
    const collection = app.findCollectionByNameOrId(name)
    for (const [rule, value] of Object.entries(collectionRules)) collection[rule] = value
    app.save(collection)
  }
}

migrate(
  (app) => apply(app, rules((path) => escortOf(path, 'accepted'))),
  (app) => apply(app, rules(anyEscort)),
)
