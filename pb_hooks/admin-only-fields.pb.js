/// <reference path="../pb_data/types.d.ts" />

// Hidden fields never reach non-admins (and cannot be filtered or sorted on by them);
// admins read them through this hook. Superusers see hidden fields anyway.
// (Fleet plates and VINs are not hidden fields but a collection of their own, fleet_private.)

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
