/// <reference path="../../../pb_data/types.d.ts" />

// GET /api/admin/analytics/export.csv: every analytics event, oldest first, written to the
// response a page at a time (keyset on rowid), so the whole table is never held in memory.

const { EXPORT_COLUMNS, csvRow, exportFileName } = require('./csv.js')
const { isoDate } = require('./dates.js')

const EXPORT_PAGE_SIZE = 1000

function exportPage(app, afterRowId) {
  const rows = arrayOf(
    new DynamicModel({ row_id: 0, created: '', event_name: '', visitor_id: '', site_id: '', page_url: '', properties: '' }),
  )
  app
    .db()
    .newQuery(
      'SELECT `rowid` AS row_id, `created`, `event_name`, `visitor_id`, `site_id`, `page_url`, ' +
        "COALESCE(`properties`, '') AS properties FROM `analytics_events` " +
        'WHERE `rowid` > {:after} ORDER BY `rowid` LIMIT {:limit}',
    )
    .bind({ after: afterRowId, limit: EXPORT_PAGE_SIZE })
    .all(rows)
  return rows
}

function handleExport(e) {
  const access = require(`${__hooks}/lib/access.js`)
  if (!e.auth) return e.json(401, { status: 401, message: 'Sign in as an admin to export analytics.', data: {} })
  if (!access.isAdminRequest(e)) return e.json(403, { status: 403, message: 'Only admins can export analytics.', data: {} })

  const headers = e.response.header()
  headers.set('Content-Type', 'text/csv; charset=utf-8')
  headers.set('Content-Disposition', 'attachment; filename="' + exportFileName(new Date()) + '"')
  headers.set('Cache-Control', 'no-store')
  e.response.writeHeader(200)
  e.response.write(csvRow(EXPORT_COLUMNS))
  for (let after = 0; ; ) {
    const rows = exportPage(e.app, after)
    if (rows.length === 0) break
    e.response.write(
      rows
        .map((row) => csvRow([isoDate(row.created), row.event_name, row.visitor_id, row.site_id, row.page_url, row.properties]))
        .join(''),
    )
    e.flush()
    after = rows[rows.length - 1].row_id
    if (rows.length < EXPORT_PAGE_SIZE) break
  }
  return null
}

module.exports = { handleExport }
