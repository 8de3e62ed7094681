/// <reference path="../pb_data/types.d.ts" />

// Contact form messages: anyone may send one, only admins read them; dispatch is mailed by cron.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const messages = new Collection({
      type: 'base',
      name: 'contact_messages',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: '',
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'name', required: true, max: 100 },
        { type: 'email', name: 'email', required: true },
        { type: 'text', name: 'phone', max: 40 },
        { type: 'text', name: 'subject', required: true, max: 200 },
        { type: 'text', name: 'message', required: true, max: 5000 },
        {
          type: 'relation',
          name: 'user',
          collectionId: app.findCollectionByNameOrId('users').id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { type: 'select', name: 'notify_status', maxSelect: 1, values: ['pending', 'sent', 'failed'] },
        { type: 'number', name: 'notify_attempts', min: 0, onlyInt: true },
        { type: 'text', name: 'notify_error', max: 2000, hidden: true },
        { type: 'date', name: 'notified_at' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_contact_messages_created` ON `contact_messages` (`created`)',
        'CREATE INDEX `idx_contact_messages_notify_status` ON `contact_messages` (`notify_status`)',
      ],
    })
    app.save(messages)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('contact_messages'))
  },
)
