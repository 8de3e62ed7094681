/// <reference path="../pb_data/types.d.ts" />

// Mail for new quotes, job applications and contact messages goes out here, outside any
// request: a mail server that is down or slow never fails or slows a submission.
// Each record says how its mail went (notify_status, notify_attempts, notify_error, notified_at).

cronAdd('submission-mail', '* * * * *', () => {
  require(`${__hooks}/lib/mail/delivery-loop.js`).deliverForAMinute($app)
})
