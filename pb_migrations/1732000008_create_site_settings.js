/// <reference path="../pb_data/types.d.ts" />

// Site-wide settings (maintenance mode). The single record is created by the seed; nobody
// creates or deletes more through the API, admins edit it.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const settings = new Collection({
      type: 'base',
      name: 'site_settings',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: ADMIN,
      deleteRule: null,
      fields: [
        { type: 'bool', name: 'maintenance_enabled' },
        { type: 'text', name: 'maintenance_title', max: 200 },
        { type: 'text', name: 'maintenance_message', max: 2000 },
        { type: 'text', name: 'maintenance_eta', max: 200 },
        { type: 'text', name: 'contact_email', max: 200 },
        { type: 'text', name: 'contact_phone', max: 40 },
        { type: 'json', name: 'allowed_paths', maxSize: 10000 },
        { type: 'json', name: 'bypass_roles', maxSize: 2000 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
    })
    app.save(settings)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('site_settings'))
  },
)
