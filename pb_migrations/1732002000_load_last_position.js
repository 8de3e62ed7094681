/// <reference path="../pb_data/types.d.ts" />

// Where the load was last seen: the position of the latest road update that carried one
// (the driver chooses to share it), kept on the load for dispatch's live list. Written by
// pb_hooks/lib/loads/road-updates.js only; dispatch cannot set it (lib/loads/load-writes.js).
// The customer's shipment copy does not carry it.
const FIELDS = ['last_latitude', 'last_longitude', 'last_position_at']

migrate(
  (app) => {
    const loads = app.findCollectionByNameOrId('loads')
    loads.fields.add(new NumberField({ name: 'last_latitude', min: -90, max: 90 }))
    loads.fields.add(new NumberField({ name: 'last_longitude', min: -180, max: 180 }))
    loads.fields.add(new DateField({ name: 'last_position_at' }))
    app.save(loads)
  },
  (app) => {
    const loads = app.findCollectionByNameOrId('loads')
    for (const name of FIELDS) loads.fields.removeByName(name)
    app.save(loads)
  },
)
