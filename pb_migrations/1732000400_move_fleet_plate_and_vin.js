/// <reference path="../pb_data/types.d.ts" />

// Plate and VIN move from hidden fields of `fleet` (which a per-record hook had to reveal to
// admins on every read) to `fleet_private`, one record per vehicle that only admins can
// list, view or change. Admins read them with `expand=fleet_private_via_fleet`.
const ADMIN = "@request.auth.roles:each ?= 'admin'"
const PRIVATE_FIELDS = ['license_plate', 'vin']

migrate(
  (app) => {
    const fleet = app.findCollectionByNameOrId('fleet')
    const fleetPrivate = new Collection({
      type: 'base',
      name: 'fleet_private',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: 'relation', name: 'fleet', required: true, collectionId: fleet.id, cascadeDelete: true, maxSelect: 1 },
        { type: 'text', name: 'license_plate', max: 20 },
        { type: 'text', name: 'vin', max: 17 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_fleet_private_fleet` ON `fleet_private` (`fleet`)'],
    })
    app.save(fleetPrivate)

    for (const vehicle of app.findAllRecords('fleet')) {
      const plate = vehicle.getString('license_plate')
      const vin = vehicle.getString('vin')
      if (plate === '' && vin === '') continue
      const record = new Record(fleetPrivate)
      record.set('fleet', vehicle.id)
      record.set('license_plate', plate)
      record.set('vin', vin)
      app.save(record)
    }

    for (const name of PRIVATE_FIELDS) fleet.fields.removeByName(name)
    app.save(fleet)
  },
  (app) => {
    const fleet = app.findCollectionByNameOrId('fleet')
    fleet.fields.add(new TextField({ name: 'license_plate', max: 20, hidden: true }))
    fleet.fields.add(new TextField({ name: 'vin', max: 17, hidden: true }))
    app.save(fleet)

    for (const record of app.findAllRecords('fleet_private')) {
      const vehicle = app.findRecordById('fleet', record.getString('fleet'))
      for (const name of PRIVATE_FIELDS) vehicle.set(name, record.getString(name))
      app.save(vehicle)
    }
    app.delete(app.findCollectionByNameOrId('fleet_private'))
  },
)
