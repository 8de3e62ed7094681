/// <reference path="../pb_data/types.d.ts" />

// What session replay stores beyond the first schema: the page itself, recorded by rrweb as
// gzip-compressed chunks (base64) in order per session, and on session_events the client's id
// of each event (a batch sent twice is stored once) and its place in the session (events of
// one millisecond keep their order); on session_recordings, the rage and dead clicks counted. Written by the ingest route only; admins read and delete.
const ADMIN = "@request.auth.roles:each ?= 'admin'"
const EVENT_ID_INDEX = 'idx_session_events_client_event_id'
// Rage clicks (3 or more quick clicks on one spot) and dead clicks (the page did not change).
const SIGNAL_FIELDS = ['rage_click_count', 'dead_click_count']
// What the replay list shows and filters by: the first page, every page seen (one path a line),
// and the device and browser read from the User-Agent.
const LIST_FIELDS = [
  { name: 'entry_page', max: 2000 },
  { name: 'visited_pages', max: 5000 },
  { name: 'device_type', max: 20 },
  { name: 'browser', max: 20 },
]

function positionOf(fields, name) {
  for (let i = 0; i < fields.length; i++) if (fields[i].name === name) return i
  return fields.length
}

migrate(
  (app) => {
    const chunks = new Collection({
      type: 'base',
      name: 'session_dom_chunks',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'session_id', required: true, max: 64 },
        { type: 'text', name: 'consent_id', max: 64 },
        { type: 'number', name: 'sequence', min: 0, onlyInt: true },
        { type: 'number', name: 'first_ms', min: 0, onlyInt: true },
        { type: 'number', name: 'last_ms', min: 0, onlyInt: true },
        { type: 'number', name: 'event_count', min: 0, onlyInt: true },
        { type: 'number', name: 'byte_size', min: 0, onlyInt: true },
        // rrweb events as JSON, gzip-compressed in the browser, base64.
        { type: 'text', name: 'data', required: true, max: 1000000 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_session_dom_chunks_session_sequence` ON `session_dom_chunks` (`session_id`, `sequence`)',
        'CREATE INDEX `idx_session_dom_chunks_created` ON `session_dom_chunks` (`created`)',
      ],
    })
    app.save(chunks)

    const events = app.findCollectionByNameOrId('session_events')
    events.fields.addAt(positionOf(events.fields, 'created'), new TextField({ name: 'client_event_id', max: 64 }))
    events.fields.addAt(positionOf(events.fields, 'created'), new NumberField({ name: 'sequence', min: 0, onlyInt: true }))
    events.addIndex(EVENT_ID_INDEX, true, '`client_event_id`', "`client_event_id` != ''")
    app.save(events)

    const recordings = app.findCollectionByNameOrId('session_recordings')
    for (const name of SIGNAL_FIELDS) {
      recordings.fields.addAt(positionOf(recordings.fields, 'created'), new NumberField({ name, min: 0, onlyInt: true }))
    }
    for (const field of LIST_FIELDS) recordings.fields.addAt(positionOf(recordings.fields, 'created'), new TextField(field))
    recordings.addIndex('idx_session_recordings_device_type', false, '`device_type`', '')
    app.save(recordings)
  },
  (app) => {
    const recordings = app.findCollectionByNameOrId('session_recordings')
    recordings.removeIndex('idx_session_recordings_device_type')
    for (const name of SIGNAL_FIELDS) recordings.fields.removeByName(name)
    for (const field of LIST_FIELDS) recordings.fields.removeByName(field.name)
    app.save(recordings)
    app.delete(app.findCollectionByNameOrId('session_dom_chunks'))
    const events = app.findCollectionByNameOrId('session_events')
    events.removeIndex(EVENT_ID_INDEX)
    events.fields.removeByName('client_event_id')
    events.fields.removeByName('sequence')
    app.save(events)
  },
)
