/// <reference path="../pb_data/types.d.ts" />

// Services offered: active ones are public, admins see and manage all.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const services = new Collection({
      type: 'base',
      name: 'services',
      listRule: `active = true || ${ADMIN}`,
      viewRule: `active = true || ${ADMIN}`,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'name', required: true, max: 100 },
        {
          type: 'select',
          name: 'category',
          required: true,
          maxSelect: 1,
          values: [
            'Heavy Haul',
            'Oversized Transport',
            'Machinery Moving',
            'Construction Equipment',
            'Industrial Transport',
            'Special Projects',
          ],
        },
        { type: 'text', name: 'short_description', max: 1000 },
        { type: 'text', name: 'price', max: 100 },
        { type: 'bool', name: 'active' },
        { type: 'number', name: 'sort_order', min: 0, onlyInt: true },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_services_active_order` ON `services` (`active`, `sort_order`)'],
    })
    app.save(services)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('services'))
  },
)
