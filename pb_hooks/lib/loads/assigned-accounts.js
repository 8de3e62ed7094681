/// <reference path="../../../pb_data/types.d.ts" />

// An account that drives a load still to run, or has accepted to escort one, is not deleted:
// the load would silently lose its driver or escort. Dispatch reassigns the load first.
// Delivered and cancelled loads hold nobody back; open offers go with the account.

const OWN_ACCOUNT = 'You still have loads assigned: ask dispatch to reassign them before deleting your account.'
const OTHER_ACCOUNT = 'This user still has loads assigned (as driver or escort): reassign them before deleting the account.'

function hasAny(app, collection, filter, userId) {
  return app.findRecordsByFilter(collection, filter, '', 1, 0, { user: userId }).length > 0
}

function hasLoadsToRun(app, userId) {
  return (
    hasAny(app, 'loads', "driver = {:user} && status != 'delivered' && status != 'cancelled'", userId) ||
    hasAny(app, 'escort_assignments', "pilot = {:user} && status = 'accepted' && load.status != 'delivered' && load.status != 'cancelled'", userId)
  )
}

/**
 * Deletes the account (`e.next()` of a users delete request) unless it has loads still to
 * run, whoever asks. The check shares the delete's transaction, so an assignment made
 * meanwhile either counts or fails for want of its user.
 */
function deleteUnlessAssigned(e) {
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    if (hasLoadsToRun(txApp, e.record.id)) {
      const isOwnAccount = !!e.auth && e.auth.collection().name === 'users' && e.auth.id === e.record.id
      throw new BadRequestError(isOwnAccount ? OWN_ACCOUNT : OTHER_ACCOUNT)
    }
    e.next()
  })
}

module.exports = { deleteUnlessAssigned }
