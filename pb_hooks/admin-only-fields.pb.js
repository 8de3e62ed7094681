/// <reference path="../pb_data/types.d.ts" />

// Hidden fields never reach non-admins (and cannot be filtered or sorted on by them);
// admins read and write them through these hooks. Superusers see hidden fields anyway.

onRecordEnrich((e) => {
  const { FLEET_ADMIN_ONLY_FIELDS } = require(`${__hooks}/lib/admin-only-fields.js`)
  if (require(`${__hooks}/lib/access.js`).isAdminRequestInfo(e.requestInfo)) {
    e.record.unhide(...FLEET_ADMIN_ONLY_FIELDS)
  }
  e.next()
}, 'fleet')

onRecordCreateRequest((e) => {
  const fields = require(`${__hooks}/lib/admin-only-fields.js`)
  fields.applyAdminSubmittedFields(e, fields.FLEET_ADMIN_ONLY_FIELDS)
  e.next()
}, 'fleet')

onRecordUpdateRequest((e) => {
  const fields = require(`${__hooks}/lib/admin-only-fields.js`)
  fields.applyAdminSubmittedFields(e, fields.FLEET_ADMIN_ONLY_FIELDS)
  e.next()
}, 'fleet')

// Delivery errors may quote mail-server internals; owners following a quote don't need them.
onRecordEnrich(
  (e) => {
    if (require(`${__hooks}/lib/access.js`).isAdminRequestInfo(e.requestInfo)) {
      e.record.unhide('notify_error')
    }
    e.next()
  },
  'quotes',
  'job_applications',
  'contact_messages',
)
