/// <reference path="../../../pb_data/types.d.ts" />

// Visitors are numbered 1, 2, 3... in order of their first visit; the number is stored as
// an integer (unique_visitors.visitor_number) and shown as "#" + 11 zero-padded digits (spec
// §9), with 0 shown as "Master Creator". analytics_events.visitor_id holds the shown form.

const VISITOR_NUMBER_DIGITS = 11

/** "#00000000042" for 42; "Master Creator" for 0. */
function formatVisitorNumber(number) {
  if (number === 0) return 'Master Creator'
  const digits = String(number)
  return '#' + (digits.length >= VISITOR_NUMBER_DIGITS ? digits : '0'.repeat(VISITOR_NUMBER_DIGITS - digits.length) + digits)
}

module.exports = { VISITOR_NUMBER_DIGITS, formatVisitorNumber }
