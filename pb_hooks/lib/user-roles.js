/// <reference path="../../pb_data/types.d.ts" />

const SELF_SELECTABLE_ROLES = ['freight_broker', 'carrier', 'pilot_car']
const DEFAULT_ROLE = 'carrier'

function rolesError(message) {
  return new BadRequestError('Failed to save the account.', {
    roles: new ValidationError('validation_role_not_allowed', message),
  })
}

function sameList(a, b) {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/**
 * A sign-up by anyone but an admin gets exactly one self-selectable role, carrier when none
 * was chosen; any other choice is refused rather than silently corrected.
 */
function enforceCreateRoles(e) {
  const access = require(`${__hooks}/lib/access.js`)
  if (access.isAdminRequest(e)) return

  const roles = access.rolesOf(e.record)
  if (roles.length === 0) {
    e.record.set('roles', [DEFAULT_ROLE])
    return
  }
  if (roles.length !== 1 || SELF_SELECTABLE_ROLES.indexOf(roles[0]) === -1) {
    throw rolesError('Choose one role: freight broker, carrier or pilot car.')
  }
}

/**
 * Only admins change roles, and an admin cannot drop their own admin role (that would lock
 * the last admin out of the back office). Superusers are not restricted.
 */
function enforceUpdateRoles(e) {
  if (e.hasSuperuserAuth()) return
  const access = require(`${__hooks}/lib/access.js`)

  const before = access.rolesOf(e.record.original())
  const after = access.rolesOf(e.record)
  if (sameList(before, after)) return

  if (!access.isAdminUser(e.auth)) {
    throw rolesError('Only an administrator can change roles.')
  }
  if (e.auth.id === e.record.id && after.indexOf('admin') === -1) {
    throw rolesError('You cannot remove the admin role from your own account.')
  }
}

/**
 * An admin cannot delete their own account, for the same reason they cannot drop their own
 * admin role; another admin (or a superuser) can.
 */
function enforceDeleteAccount(e) {
  if (e.hasSuperuserAuth()) return
  const access = require(`${__hooks}/lib/access.js`)
  if (e.auth && e.auth.id === e.record.id && access.isAdminUser(e.record)) {
    throw new BadRequestError('An administrator account cannot delete itself. Ask another administrator.')
  }
}

function isAdminRecord(record) {
  return require(`${__hooks}/lib/access.js`).rolesOf(record).indexOf('admin') !== -1
}

function adminCount(app) {
  return app.countRecords('users', $dbx.exp("EXISTS (SELECT 1 FROM json_each([[users.roles]]) WHERE [[value]] = 'admin')"))
}

/**
 * Saves or deletes a user (`e.next()` of a record update or delete hook) unless that leaves
 * no admin, whoever asks (superusers included: the back office would be locked). The count
 * is taken in the same transaction as the change, and SQLite runs write transactions one at
 * a time, so two admins demoting each other at once cannot both succeed.
 */
function changeKeepingAnAdmin(e) {
  const losesAdmin = isAdminRecord(e.record.original()) && (e.type === 'delete' || !isAdminRecord(e.record))
  if (!losesAdmin) {
    e.next()
    return
  }
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    if (adminCount(txApp) > 0) return
    if (e.type === 'delete') throw new BadRequestError('The last administrator account cannot be deleted.')
    throw rolesError('The last administrator cannot lose the admin role. Make someone else an administrator first.')
  })
}

module.exports = { enforceCreateRoles, enforceUpdateRoles, enforceDeleteAccount, changeKeepingAnAdmin }
