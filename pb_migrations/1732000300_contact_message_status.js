/// <reference path="../pb_data/types.d.ts" />

// Contact messages get an inbox status for the back office: new when they arrive (set by
// pb_hooks/submissions.pb.js), then read and archived as an admin handles them (the moves
// allowed are in pb_hooks/lib/status-machines.js). Messages already received start as new.
const STATUSES = ['new', 'read', 'archived']
const INDEX = 'idx_contact_messages_status'

function positionOf(fields, name) {
  for (let i = 0; i < fields.length; i++) if (fields[i].name === name) return i
  return fields.length
}

migrate(
  (app) => {
    const messages = app.findCollectionByNameOrId('contact_messages')
    const beforeOwner = positionOf(messages.fields, 'user')
    messages.fields.addAt(beforeOwner, new SelectField({ name: 'status', maxSelect: 1, values: STATUSES }))
    // The inbox filters by status and shows the newest first.
    messages.addIndex(INDEX, false, '`status`, `created`', '')
    app.save(messages)
    app
      .db()
      .newQuery("UPDATE `contact_messages` SET `status` = 'new' WHERE `status` = '' OR `status` IS NULL")
      .execute()
  },
  (app) => {
    const messages = app.findCollectionByNameOrId('contact_messages')
    messages.removeIndex(INDEX)
    messages.fields.removeByName('status')
    app.save(messages)
  },
)
