/// <reference path="../pb_data/types.d.ts" />

// A visitor's erasure (POST /api/track/forget, open to anyone) deletes their recordings,
// replay events and page chunks by consent id (pb_hooks/lib/tracking/queries.js). Without
// these indexes each request read the three largest tables whole inside a write transaction.

const TABLES = ['session_recordings', 'session_events', 'session_dom_chunks']
const indexName = (table) => `idx_${table}_consent_id`

migrate(
  (app) => {
    TABLES.forEach((table) => {
      const collection = app.findCollectionByNameOrId(table)
      collection.addIndex(indexName(table), false, '`consent_id`', '')
      app.save(collection)
    })
  },
  (app) => {
    TABLES.forEach((table) => {
      const collection = app.findCollectionByNameOrId(table)
      collection.removeIndex(indexName(table))
      app.save(collection)
    })
  },
)
