/// <reference path="../pb_data/types.d.ts" />

// Replay events of a recorded session, read back in timestamp order; written by the ingest route only.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const events = new Collection({
      type: 'base',
      name: 'session_events',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'session_id', required: true, max: 64 },
        { type: 'text', name: 'consent_id', max: 64 },
        {
          type: 'select',
          name: 'event_type',
          required: true,
          maxSelect: 1,
          values: ['pageview', 'mousemove', 'click', 'scroll', 'form_focus', 'form_submit', 'resize'],
        },
        { type: 'number', name: 'timestamp_ms', min: 0, onlyInt: true },
        { type: 'text', name: 'page_url', max: 2000 },
        { type: 'text', name: 'page_title', max: 500 },
        { type: 'text', name: 'element_selector', max: 1000 },
        { type: 'text', name: 'element_text', max: 100 },
        { type: 'json', name: 'coordinates', maxSize: 1000 },
        { type: 'json', name: 'viewport_data', maxSize: 5000 },
        { type: 'json', name: 'scroll_data', maxSize: 5000 },
        { type: 'json', name: 'form_data', maxSize: 5000 },
        { type: 'json', name: 'additional_data', maxSize: 10000 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_session_events_session_time` ON `session_events` (`session_id`, `timestamp_ms`)',
        'CREATE INDEX `idx_session_events_created` ON `session_events` (`created`)',
      ],
    })
    app.save(events)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('session_events'))
  },
)
