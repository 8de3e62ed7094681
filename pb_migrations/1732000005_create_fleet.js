/// <reference path="../pb_data/types.d.ts" />

// Fleet vehicles. Everyone sees available ones. Plate and VIN are hidden fields here: nobody
// but superusers can read, filter or sort on them through the API. A later migration
// (1732000400_move_fleet_plate_and_vin.js) moves them to `fleet_private`, which admins manage.
const ADMIN = "@request.auth.roles:each ?= 'admin'"
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

migrate(
  (app) => {
    const fleet = new Collection({
      type: 'base',
      name: 'fleet',
      listRule: `status = 'available' || ${ADMIN}`,
      viewRule: `status = 'available' || ${ADMIN}`,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'name', required: true, max: 100 },
        { type: 'text', name: 'description', max: 2000 },
        { type: 'number', name: 'axle_count', required: true, min: 1, max: 19, onlyInt: true },
        { type: 'number', name: 'max_weight_capacity', min: 0 },
        { type: 'number', name: 'length', min: 0 },
        { type: 'number', name: 'width', min: 0 },
        { type: 'number', name: 'height', min: 0 },
        {
          type: 'select',
          name: 'status',
          required: true,
          maxSelect: 1,
          values: ['available', 'in_use', 'maintenance', 'retired'],
        },
        { type: 'number', name: 'year_manufactured', min: 1900, max: 2100, onlyInt: true },
        { type: 'text', name: 'license_plate', max: 20, hidden: true },
        { type: 'text', name: 'vin', max: 17, hidden: true },
        {
          type: 'file',
          name: 'image',
          maxSelect: 1,
          maxSize: 10 * 1024 * 1024,
          mimeTypes: IMAGE_TYPES,
          thumbs: ['600x0', '1600x0'],
        },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_fleet_status_axles` ON `fleet` (`status`, `axle_count`)',
        'CREATE INDEX `idx_fleet_created` ON `fleet` (`created`)',
      ],
    })
    app.save(fleet)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('fleet'))
  },
)
