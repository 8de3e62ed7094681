/// <reference path="../../../pb_data/types.d.ts" />

// PocketBase stores dates as "2025-01-15 10:00:00.000Z"; the API and the CSV use ISO 8601.

function storedDate(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

function isoDate(stored) {
  return String(stored || '').replace(' ', 'T')
}

function storedDateToMs(stored) {
  const ms = Date.parse(isoDate(stored))
  return isNaN(ms) ? 0 : ms
}

module.exports = { storedDate, isoDate, storedDateToMs }
