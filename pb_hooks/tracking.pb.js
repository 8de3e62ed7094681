/// <reference path="../pb_data/types.d.ts" />

// Visitor tracking ingest (after consent only; the batch format is in lib/tracking/batch-schema.js).
// Open to everyone, limited per client address by PocketBase's `/api/` rate limit rule.

routerAdd('POST', '/api/track', (e) => require(`${__hooks}/lib/tracking/ingest.js`).handleTrack(e))

// The spec's second path for the same ingest.
routerAdd('POST', '/api/track-analytics', (e) => require(`${__hooks}/lib/tracking/ingest.js`).handleTrack(e))

// A visitor erases what was tracked under their browser's consent id.
routerAdd('POST', '/api/track/forget', (e) => require(`${__hooks}/lib/tracking/forget.js`).handleForget(e))

// Admins only: every analytics event as CSV, streamed.
routerAdd('GET', '/api/admin/analytics/export.csv', (e) => require(`${__hooks}/lib/tracking/export-csv.js`).handleExport(e))

// Admins only: the visitor-info tool's lookup, asked by the server (lib/tracking/visitor-lookup.js).
routerAdd('GET', '/api/admin/visitor-info', (e) => require(`${__hooks}/lib/tracking/visitor-lookup.js`).handleVisitorLookup(e))

// Session replay: a recording's facts, its events and its page as rrweb chunks (after consent only).
routerAdd('POST', '/api/track/replay', (e) => require(`${__hooks}/lib/replay/ingest-replay.js`).handleReplay(e))

// A deleted recording takes its events and page chunks with it.
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/replay/store-replay.js`).deleteSessionData(e.app, e.record.getString('session_id'))
  e.next()
}, 'session_recordings')

// Admins only: the submissions sent during a tracking session (lib/replay/session-submissions.js).
routerAdd('GET', '/api/admin/session-submissions', (e) => require(`${__hooks}/lib/replay/session-submissions.js`).handleSessionSubmissions(e))
