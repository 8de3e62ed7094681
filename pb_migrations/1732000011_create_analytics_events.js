/// <reference path="../pb_data/types.d.ts" />

// Raw analytics events; written by the ingest route only and pruned after a retention period.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const events = new Collection({
      type: 'base',
      name: 'analytics_events',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'consent_id', max: 64 },
        { type: 'text', name: 'visitor_id', max: 64 },
        { type: 'text', name: 'session_id', max: 64 },
        { type: 'text', name: 'site_id', max: 64 },
        { type: 'text', name: 'event_name', required: true, max: 100 },
        { type: 'json', name: 'properties', maxSize: 65536 },
        { type: 'text', name: 'page_url', max: 2000 },
        { type: 'text', name: 'user_agent', max: 1000 },
        { type: 'text', name: 'ip_address', max: 64 },
        { type: 'date', name: 'timestamp' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_analytics_events_created` ON `analytics_events` (`created`)',
        'CREATE INDEX `idx_analytics_events_event_name` ON `analytics_events` (`event_name`)',
        'CREATE INDEX `idx_analytics_events_consent_id` ON `analytics_events` (`consent_id`)',
        'CREATE INDEX `idx_analytics_events_session_id` ON `analytics_events` (`session_id`)',
      ],
    })
    app.save(events)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('analytics_events'))
  },
)
