/// <reference path="../pb_data/types.d.ts" />

// A first batch from a new visitor gives them the next visitor number, the highest one held
// plus one (pb_hooks/lib/tracking/queries.js). Without an index SQLite finds the highest by
// reading every visitor's row, inside the ingest's write transaction.

const INDEX = 'idx_unique_visitors_visitor_number'

migrate(
  (app) => {
    const visitors = app.findCollectionByNameOrId('unique_visitors')
    visitors.addIndex(INDEX, false, '`visitor_number`', '')
    app.save(visitors)
  },
  (app) => {
    const visitors = app.findCollectionByNameOrId('unique_visitors')
    visitors.removeIndex(INDEX)
    app.save(visitors)
  },
)
