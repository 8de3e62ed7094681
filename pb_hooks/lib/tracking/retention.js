/// <reference path="../../../pb_data/types.d.ts" />

// Raw events and recordings older than TRACKING_RETENTION_DAYS are deleted by an hourly cron,
// a few thousand rows per statement so a large first prune never holds the writer for long.

const { storedDate } = require('./dates.js')

const PRUNED_TABLES = ['analytics_events', 'session_events', 'session_recordings', 'session_dom_chunks']
const PRUNE_CHUNK = 5000

function pruneTable(app, table, cutoff) {
  let removed = 0
  for (;;) {
    const count = app
      .db()
      .newQuery(
        'DELETE FROM `' + table + '` WHERE `rowid` IN (SELECT `rowid` FROM `' + table + '` WHERE `created` < {:cutoff} LIMIT {:chunk})',
      )
      .bind({ cutoff: cutoff, chunk: PRUNE_CHUNK })
      .execute()
      .rowsAffected()
    removed += count
    if (count < PRUNE_CHUNK) return removed
  }
}

/** Deletes rows created more than `retentionDays` before `nowMs`; returns how many per table. */
function pruneExpired(app, nowMs, retentionDays) {
  const cutoff = storedDate(nowMs - retentionDays * 24 * 60 * 60 * 1000)
  const removed = {}
  PRUNED_TABLES.forEach((table) => {
    removed[table] = pruneTable(app, table, cutoff)
  })
  return removed
}

module.exports = { PRUNED_TABLES, PRUNE_CHUNK, pruneExpired }
