/// <reference path="../pb_data/types.d.ts" />

// Public forms: the server decides status, owner, classification and notification state;
// mail is sent later by the notification cron (notifications.pb.js), never inside the request.
//
// Idempotency: the browser generates the record id (15 characters [a-z0-9]) and keeps it
// across retries. A create whose id already exists is answered 400 with
// `data.id.code = "validation_not_unique"`, the answer PocketBase itself gives for a taken id,
// and it comes before any other check, so a retry is recognised as "already received" even
// if the other fields would no longer pass (a pickup date that passed while it waited).
// Field errors are answered in the same shape with the spec's texts, all in one answer.

onRecordCreateRequest(
  (e) => {
    const submissions = require(`${__hooks}/lib/submissions.js`)
    const refusal = submissions.refusalOf(e)
    if (refusal) return e.json(400, refusal)
    submissions.prepareSubmission(e)
    e.next()
  },
  'quotes',
  'job_applications',
  'contact_messages',
)

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
