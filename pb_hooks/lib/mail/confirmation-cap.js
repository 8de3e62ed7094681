/// <reference path="../../../pb_data/types.d.ts" />

// A confirmation goes to whatever address a form names, from the company: at most
// MAX_PER_HOUR to one address, so the forms cannot be used to mail someone over and over.
// Beyond that the submission is kept and the company mailed; only the confirmation is skipped.
// Counted in the server's memory (mail is sent by the one cron of the one process), so a
// restart starts the count again.

const MAX_PER_HOUR = 3
const HOUR_MS = 60 * 60 * 1000
const KEY_PREFIX = 'confirmations-sent:'

function keyOf(address) {
  return KEY_PREFIX + String(address).trim().toLowerCase()
}

/** The send times (ms) within the last hour for this address. */
function recentSends(app, address, nowMs) {
  const stored = app.store().get(keyOf(address))
  const times = typeof stored === 'string' && stored !== '' ? JSON.parse(stored) : []
  return times.filter((time) => time > nowMs - HOUR_MS)
}

function mayConfirm(app, address) {
  return recentSends(app, address, Date.now()).length < MAX_PER_HOUR
}

function countConfirmation(app, address) {
  const now = Date.now()
  const times = recentSends(app, address, now)
  times.push(now)
  app.store().set(keyOf(address), JSON.stringify(times))
}

const SKIPPED_NOTE = `skipped: ${MAX_PER_HOUR} confirmations already went to this address within the hour`

module.exports = { mayConfirm, countConfirmation, SKIPPED_NOTE, MAX_PER_HOUR }
