/// <reference path="../pb_data/types.d.ts" />

// One row per consenting visitor (by consent id); written by the ingest route only.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const visitors = new Collection({
      type: 'base',
      name: 'unique_visitors',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: ADMIN,
      fields: [
        { type: 'number', name: 'visitor_number', min: 0, onlyInt: true },
        { type: 'text', name: 'consent_id', required: true, max: 64 },
        { type: 'text', name: 'ip_address', max: 64 },
        { type: 'text', name: 'geo_country', max: 100 },
        { type: 'text', name: 'geo_city', max: 100 },
        { type: 'number', name: 'total_visits', min: 0, onlyInt: true },
        { type: 'date', name: 'first_seen_at' },
        { type: 'date', name: 'last_seen_at' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_unique_visitors_consent_id` ON `unique_visitors` (`consent_id`)',
        'CREATE INDEX `idx_unique_visitors_last_seen_at` ON `unique_visitors` (`last_seen_at`)',
      ],
    })
    app.save(visitors)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('unique_visitors'))
  },
)
