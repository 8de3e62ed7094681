/// <reference path="../pb_data/types.d.ts" />

// One row per recorded browser session; written by the ingest route only.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const recordings = new Collection({
      type: 'base',
      name: 'session_recordings',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'session_id', required: true, max: 64 },
        { type: 'text', name: 'consent_id', max: 64 },
        { type: 'text', name: 'site_id', max: 64 },
        { type: 'json', name: 'device_info', maxSize: 65536 },
        { type: 'json', name: 'browser_info', maxSize: 65536 },
        { type: 'json', name: 'browser_fingerprint', maxSize: 262144 },
        { type: 'text', name: 'viewport_size', max: 20 },
        { type: 'number', name: 'visitor_number', min: 0, onlyInt: true },
        { type: 'date', name: 'started_at' },
        { type: 'date', name: 'ended_at' },
        { type: 'number', name: 'duration_ms', min: 0, onlyInt: true },
        { type: 'number', name: 'page_count', min: 0, onlyInt: true },
        { type: 'number', name: 'click_count', min: 0, onlyInt: true },
        { type: 'number', name: 'scroll_count', min: 0, onlyInt: true },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_session_recordings_session_id` ON `session_recordings` (`session_id`)',
        'CREATE INDEX `idx_session_recordings_started_at` ON `session_recordings` (`started_at`)',
      ],
    })
    app.save(recordings)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('session_recordings'))
  },
)
