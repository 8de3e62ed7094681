/// <reference path="../pb_data/types.d.ts" />

// Housekeeping of the tracking tables: raw events past their retention period, and presence
// rows of visitors long gone (readers already treat 45 s without a heartbeat as gone).

cronAdd('tracking-retention', '23 * * * *', () => {
  const { trackingEnvironment } = require(`${__hooks}/lib/tracking/environment.js`)
  const { retentionDays } = trackingEnvironment($os.getenv)
  require(`${__hooks}/lib/tracking/retention.js`).pruneExpired($app, Date.now(), retentionDays)
})

cronAdd('tracking-presence-cleanup', '*/5 * * * *', () => {
  require(`${__hooks}/lib/tracking/presence.js`).deleteStalePresence($app, Date.now())
})
