/// <reference path="../pb_data/types.d.ts" />

// Quote requests: anyone may create one; owners read their own, admins manage all.
// pb_hooks/submissions.pb.js fixes status, owner and notification fields on create.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const quotes = new Collection({
      type: 'base',
      name: 'quotes',
      // An anonymous caller has an empty auth id, which must not match quotes without owner.
      listRule: `(@request.auth.id != '' && user = @request.auth.id) || ${ADMIN}`,
      viewRule: `(@request.auth.id != '' && user = @request.auth.id) || ${ADMIN}`,
      createRule: '',
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'customer_name', required: true, max: 100 },
        { type: 'email', name: 'email', required: true },
        { type: 'text', name: 'phone', required: true, max: 40 },
        { type: 'text', name: 'origin', required: true, max: 300 },
        { type: 'text', name: 'destination', required: true, max: 300 },
        { type: 'text', name: 'equipment', required: true, max: 100 },
        { type: 'number', name: 'length', min: 0 },
        { type: 'number', name: 'width', min: 0 },
        { type: 'number', name: 'height', min: 0 },
        { type: 'number', name: 'weight_lb', min: 0 },
        { type: 'date', name: 'pickup_date' },
        { type: 'text', name: 'notes', max: 5000 },
        {
          type: 'select',
          name: 'load_class',
          maxSelect: 1,
          values: ['legal', 'oversize', 'heavy_haul', 'super_heavy', 'ultra_heavy', 'over_maximum'],
        },
        { type: 'select', name: 'status', maxSelect: 1, values: ['new', 'reviewed', 'archived'] },
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
        'CREATE INDEX `idx_quotes_created` ON `quotes` (`created`)',
        'CREATE INDEX `idx_quotes_status` ON `quotes` (`status`)',
        'CREATE INDEX `idx_quotes_user` ON `quotes` (`user`, `created`)',
        'CREATE INDEX `idx_quotes_notify_status` ON `quotes` (`notify_status`)',
      ],
    })
    app.save(quotes)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('quotes'))
  },
)
