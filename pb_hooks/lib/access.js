/// <reference path="../../pb_data/types.d.ts" />

/** Roles of a `users` record in their stored order, as a plain JS array (e.g. `rolesOf(e.auth)`). */
function rolesOf(record) {
  if (!record) return []
  const stored = record.getStringSlice('roles')
  const roles = []
  for (let i = 0; i < stored.length; i++) roles.push(stored[i])
  return roles
}

function isUsersRecord(record) {
  return !!record && record.collection().name === 'users'
}

function isAdminUser(record) {
  return isUsersRecord(record) && rolesOf(record).indexOf('admin') !== -1
}

/** Whether a request event comes from a superuser or a signed-in admin. */
function isAdminRequest(e) {
  return e.hasSuperuserAuth() || isAdminUser(e.auth)
}

/** Same as isAdminRequest, for events that carry only request info (enrich, realtime). */
function isAdminRequestInfo(requestInfo) {
  return !!requestInfo && (requestInfo.hasSuperuserAuth() || isAdminUser(requestInfo.auth))
}

module.exports = { rolesOf, isUsersRecord, isAdminUser, isAdminRequest, isAdminRequestInfo }
