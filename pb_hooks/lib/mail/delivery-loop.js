/// <reference path="../../../pb_data/types.d.ts" />

// PocketBase's cron ticks once a minute, and shortening its tick would run every other job
// (daily clean-ups included) several times a minute. Instead the once-a-minute job keeps
// looking for new submissions every few seconds until shortly before the next tick.

const PASS_INTERVAL_MS = 3000
const RUN_FOR_MS = 54000
const LOCK_KEY = 'submission-mail.run'
// The mail client has no timeout: a server that accepts and never answers holds a send
// until the connection drops. After this long a new run takes over instead of waiting.
const STALE_AFTER_MS = 10 * 60 * 1000

/** Takes the run lock unless a run that is still fresh holds it; returns the lock value or null. */
function acquire(store) {
  const mine = { token: $security.randomString(16), since: Date.now() }
  const held = store.getOrSet(LOCK_KEY, () => mine)
  if (held.token === mine.token) return mine
  if (Date.now() - held.since < STALE_AFTER_MS) return null
  store.set(LOCK_KEY, mine)
  return mine
}

function release(store, lock) {
  if (store.has(LOCK_KEY) && store.get(LOCK_KEY).token === lock.token) store.remove(LOCK_KEY)
}

/**
 * Delivers due submission mail for about a minute. While one run is busy (a slow mail
 * server), the next minute's run leaves at once instead of sending the same mail twice.
 */
function deliverForAMinute(app) {
  const lock = acquire(app.store())
  if (!lock) return
  try {
    const { deliverDue } = require(`${__hooks}/lib/mail/delivery.js`)
    const stopAt = Date.now() + RUN_FOR_MS
    for (;;) {
      try {
        deliverDue(app)
      } catch (error) {
        app.logger().error('Submission mail pass failed', 'error', String((error && error.message) || error))
      }
      if (Date.now() + PASS_INTERVAL_MS >= stopAt) break
      sleep(PASS_INTERVAL_MS)
    }
  } finally {
    release(app.store(), lock)
  }
}

module.exports = { deliverForAMinute }
