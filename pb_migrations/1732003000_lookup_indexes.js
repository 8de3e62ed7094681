/// <reference path="../pb_data/types.d.ts" />

// Indexes for lookups made on every request of their kind, on tables that grow without bound
// (tests/integration/query-plans.test.ts reads SQLite's plan for each lookup):
// - unique_visitors.visitor_number: a new visitor's number is the highest held plus one
//   (pb_hooks/lib/tracking/queries.js); without it, every visitor's row was read to find it,
//   inside the tracking ingest's write transaction.
// - consent_id of the replay tables: a visitor's erasure (POST /api/track/forget, open to
//   anyone) deletes by it; without them each request read the three largest tables whole,
//   inside a write transaction.
// - users.email: PocketBase finds an account by `email = ?` (sign-in, password reset), and its
//   own unique email index is partial (`WHERE email != ''`), which SQLite cannot use for that
//   lookup. A plain index serves it; the unique one still keeps addresses unique.

const LOOKUP_INDEXES = [
  ['unique_visitors', 'visitor_number'],
  ['session_recordings', 'consent_id'],
  ['session_events', 'consent_id'],
  ['session_dom_chunks', 'consent_id'],
  ['users', 'email'],
]
const indexName = (table, column) => `idx_${table}_${column}`

function changeEach(app, change) {
  LOOKUP_INDEXES.forEach(([table, column]) => {
    const collection = app.findCollectionByNameOrId(table)
    change(collection, indexName(table, column), column)
    app.save(collection)
  })
}

migrate(
  (app) => changeEach(app, (collection, name, column) => collection.addIndex(name, false, '`' + column + '`', '')),
  (app) => changeEach(app, (collection, name) => collection.removeIndex(name)),
)
