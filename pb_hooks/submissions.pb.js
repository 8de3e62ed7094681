/// <reference path="../pb_data/types.d.ts" />

// Public forms: the server decides status, owner and notification state; mail is sent later
// by the notification cron, never inside the request.

onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/submissions.js`).prepareSubmission(e)
    e.next()
  },
  'quotes',
  'job_applications',
  'contact_messages',
)
