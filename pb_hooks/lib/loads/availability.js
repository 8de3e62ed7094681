/// <reference path="../../../pb_data/types.d.ts" />

// A pilot's availability is a range of days: its last day cannot be before its first. The
// form says so as it is filled in; this is the authority, for every writer, on create and update.

const { refusal, fieldError } = require(`${__hooks}/lib/loads/refusal.js`)

function checkDayRange(e) {
  const starts = e.record.getDateTime('starts_on')
  const ends = e.record.getDateTime('ends_on')
  if (!starts.isZero() && !ends.isZero() && ends.unix() < starts.unix()) {
    return e.json(400, refusal({ ends_on: fieldError('validation_date_order', 'The last day cannot be before the first') }))
  }
  return e.next()
}

module.exports = { checkDayRange }
