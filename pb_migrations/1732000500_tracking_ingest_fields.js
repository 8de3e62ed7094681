/// <reference path="../pb_data/types.d.ts" />

// What the tracking ingest (pb_hooks/tracking.pb.js) stores beyond the first schema: the
// client's id of each event, unique so a batch sent twice is stored once (rows written before
// had none, hence the partial index), and the browser, system and device read from the user
// agent on the server, on events and on presence rows.
const CLIENT_EVENT_INDEX = 'idx_analytics_events_client_event_id'
const DEVICE_FIELDS = ['browser', 'os', 'device_type']

function positionOf(fields, name) {
  for (let i = 0; i < fields.length; i++) if (fields[i].name === name) return i
  return fields.length
}

function addDeviceFields(collection) {
  for (const name of DEVICE_FIELDS) {
    collection.fields.addAt(positionOf(collection.fields, 'created'), new TextField({ name, max: 20 }))
  }
}

migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('analytics_events')
    events.fields.addAt(positionOf(events.fields, 'created'), new TextField({ name: 'client_event_id', max: 64 }))
    addDeviceFields(events)
    events.addIndex(CLIENT_EVENT_INDEX, true, '`client_event_id`', "`client_event_id` != ''")
    app.save(events)

    const presence = app.findCollectionByNameOrId('presence')
    addDeviceFields(presence)
    app.save(presence)
  },
  (app) => {
    const events = app.findCollectionByNameOrId('analytics_events')
    events.removeIndex(CLIENT_EVENT_INDEX)
    events.fields.removeByName('client_event_id')
    for (const name of DEVICE_FIELDS) events.fields.removeByName(name)
    app.save(events)

    const presence = app.findCollectionByNameOrId('presence')
    for (const name of DEVICE_FIELDS) presence.fields.removeByName(name)
    app.save(presence)
  },
)
