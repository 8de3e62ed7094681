/// <reference path="../pb_data/types.d.ts" />

// Tracking tables are written only by the ingest route through $app, so create and update
// stay closed to the API; admins read and prune them.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const consents = new Collection({
      type: 'base',
      name: 'consent_records',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'consent_id', required: true, max: 64 },
        { type: 'select', name: 'decision', required: true, maxSelect: 1, values: ['accepted', 'declined'] },
        { type: 'text', name: 'page_url', max: 2000 },
        { type: 'text', name: 'user_agent', max: 1000 },
        { type: 'text', name: 'ip_address', max: 64 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_consent_records_consent_id` ON `consent_records` (`consent_id`)',
        'CREATE INDEX `idx_consent_records_created` ON `consent_records` (`created`)',
      ],
    })
    app.save(consents)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('consent_records'))
  },
)
