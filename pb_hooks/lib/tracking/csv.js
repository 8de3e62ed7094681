/// <reference path="../../../pb_data/types.d.ts" />

// CSV for the analytics export (RFC 4180: CRLF rows, cells quoted when they hold a comma,
// quote or line break). Cells a spreadsheet would run as a formula (starting with = + - @,
// a tab or a carriage return) get a leading single quote, so they open as text.

const EXPORT_COLUMNS = ['Date', 'Event', 'Visitor ID', 'Site ID', 'Page URL', 'Properties']

function csvCell(value) {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = "'" + text
  return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text
}

function csvRow(cells) {
  return cells.map(csvCell).join(',') + '\r\n'
}

/** "analytics-2025-01-15.csv" for a Date (UTC day). */
function exportFileName(date) {
  return 'analytics-' + date.toISOString().slice(0, 10) + '.csv'
}

module.exports = { EXPORT_COLUMNS, csvCell, csvRow, exportFileName }
