/// <reference path="../pb_data/types.d.ts" />

// Public forms: creates are checked and prepared by the server's Go hook (server/submissions.go).

// Admins (the API rules allow no one else) move a submission's status along its machine and
// change nothing else; see lib/submission-updates.js and lib/status-machines.js.
onRecordUpdateRequest(
  (e) => {
    const updates = require(`${__hooks}/lib/submission-updates.js`)
    const refusal = updates.updateRefusalOf(e)
    if (refusal) return e.json(400, refusal)
    updates.saveKeepingBookkeeping(e)
  },
  'quotes',
  'job_applications',
  'contact_messages',
)
