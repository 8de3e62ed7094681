/// <reference path="../pb_data/types.d.ts" />

// Who is on the site right now: one row per consenting visitor, refreshed by the ingest
// route; admins watch it through realtime.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const presence = new Collection({
      type: 'base',
      name: 'presence',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'consent_id', required: true, max: 64 },
        { type: 'text', name: 'session_id', max: 64 },
        { type: 'text', name: 'page_url', max: 2000 },
        { type: 'text', name: 'page_title', max: 500 },
        { type: 'text', name: 'user_agent', max: 1000 },
        { type: 'text', name: 'site_id', max: 64 },
        { type: 'date', name: 'last_seen_at' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_presence_consent_id` ON `presence` (`consent_id`)',
        'CREATE INDEX `idx_presence_last_seen_at` ON `presence` (`last_seen_at`)',
      ],
    })
    app.save(presence)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('presence'))
  },
)
