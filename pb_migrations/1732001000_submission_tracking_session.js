/// <reference path="../pb_data/types.d.ts" />

// The tracking session a quote, job application or contact message was sent in, when the
// visitor had accepted tracking: it links the submission with its session replay. Only
// admins and superusers read it or filter on it (server/admin_only_fields.go hides it from
// everyone else); not a PocketBase hidden field, since PocketBase drops hidden fields from a
// non-superuser's create. The same pattern as the tracker's session ids (a UUID fits).
const COLLECTIONS = ['quotes', 'job_applications', 'contact_messages']
const FIELD = 'tracking_session'

migrate(
  (app) => {
    for (const name of COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.add(new TextField({ name: FIELD, max: 64, pattern: '^[A-Za-z0-9_-]{8,64}$' }))
      collection.addIndex(`idx_${name}_${FIELD}`, false, `\`${FIELD}\``, `\`${FIELD}\` != ''`)
      app.save(collection)
    }
  },
  (app) => {
    for (const name of COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name)
      collection.removeIndex(`idx_${name}_${FIELD}`)
      collection.fields.removeByName(FIELD)
      app.save(collection)
    }
  },
)
