/// <reference path="../../pb_data/types.d.ts" />

/** Fleet fields that identify a vehicle on the road; hidden in the schema, shown to admins only. */
const FLEET_ADMIN_ONLY_FIELDS = ['license_plate', 'vin']

/**
 * PocketBase drops hidden fields from every non-superuser submission, so an admin's values
 * are read back from the request body and applied to the record before it is saved.
 */
function applyAdminSubmittedFields(e, fieldNames) {
  const access = require(`${__hooks}/lib/access.js`)
  if (e.hasSuperuserAuth() || !access.isAdminUser(e.auth)) return

  const shape = {}
  for (const name of fieldNames) shape[name] = nullString()
  const submitted = new DynamicModel(shape)
  e.bindBody(submitted)

  for (const name of fieldNames) {
    const value = submitted[name]
    if (value !== null && value !== undefined) e.record.set(name, value)
  }
}

module.exports = { FLEET_ADMIN_ONLY_FIELDS, applyAdminSubmittedFields }
