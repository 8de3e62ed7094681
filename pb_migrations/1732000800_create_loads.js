/// <reference path="../pb_data/types.d.ts" />

// Loads worked from the road (DESIGN.md "Who may do what"): dispatch (admins) creates, assigns
// and cancels; the assigned driver reads their loads, stops and documents and reports from the
// road through `load_updates`; a pilot-car operator reads the loads offered to them; the
// customer reads only `shipments`, a status copy kept by pb_hooks/loads.pb.js. Status moves
// and what a road update may do are checked in pb_hooks/lib/loads/.
const ADMIN = "@request.auth.roles:each ?= 'admin'"
const SIGNED_IN = "@request.auth.id != ''"
const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
]
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic']
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic']
const TEN_MB = 10 * 1024 * 1024
const timestamps = [
  { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
]

function relation(app, name, target, options = {}) {
  return { type: 'relation', name, collectionId: app.findCollectionByNameOrId(target).id, maxSelect: 1, ...options }
}

function create(app, name, fields, indexes) {
  const collection = new Collection({ type: 'base', name, fields: [...fields, ...timestamps], indexes })
  app.save(collection)
  return collection
}

function setRules(app, name, rules) {
  const collection = app.findCollectionByNameOrId(name)
  collection.listRule = rules.read
  collection.viewRule = rules.read
  collection.createRule = rules.create
  collection.updateRule = rules.update
  collection.deleteRule = rules.remove
  app.save(collection)
}

migrate(
  (app) => {
    create(
      app,
      'loads',
      [
        relation(app, 'quote', 'quotes'),
        relation(app, 'customer', 'users'),
        { type: 'text', name: 'customer_name', required: true, max: 100 },
        { type: 'text', name: 'customer_phone', max: 40 },
        { type: 'email', name: 'customer_email' },
        { type: 'text', name: 'equipment', required: true, max: 100 },
        { type: 'number', name: 'length', min: 0 },
        { type: 'number', name: 'width', min: 0 },
        { type: 'number', name: 'height', min: 0 },
        { type: 'number', name: 'weight_lb', min: 0 },
        {
          type: 'select',
          name: 'load_class',
          maxSelect: 1,
          values: ['legal', 'oversize', 'heavy_haul', 'super_heavy', 'ultra_heavy', 'over_maximum'],
        },
        { type: 'select', name: 'route_states', maxSelect: US_STATES.length, values: US_STATES },
        { type: 'date', name: 'pickup_date' },
        { type: 'text', name: 'notes', max: 5000 },
        { type: 'text', name: 'special_instructions', max: 5000 },
        relation(app, 'driver', 'users'),
        { type: 'select', name: 'driver_response', maxSelect: 1, values: ['pending', 'accepted', 'declined'] },
        { type: 'text', name: 'driver_decline_reason', max: 500 },
        {
          type: 'select',
          name: 'status',
          required: true,
          maxSelect: 1,
          values: ['scheduled', 'dispatched', 'in_transit', 'delivered', 'cancelled'],
        },
        { type: 'date', name: 'last_update_at' },
      ],
      [
        'CREATE INDEX `idx_loads_driver` ON `loads` (`driver`, `pickup_date`)',
        'CREATE INDEX `idx_loads_status` ON `loads` (`status`)',
        'CREATE INDEX `idx_loads_quote` ON `loads` (`quote`)',
      ],
    )
    create(
      app,
      'load_stops',
      [
        relation(app, 'load', 'loads', { required: true, cascadeDelete: true }),
        { type: 'number', name: 'position', min: 0, onlyInt: true },
        { type: 'select', name: 'kind', required: true, maxSelect: 1, values: ['pickup', 'stop', 'delivery'] },
        { type: 'text', name: 'place', required: true, max: 300 },
        { type: 'date', name: 'window_start' },
        { type: 'date', name: 'window_end' },
        { type: 'text', name: 'contact_name', max: 100 },
        { type: 'text', name: 'contact_phone', max: 40 },
        { type: 'email', name: 'contact_email' },
        { type: 'text', name: 'notes', max: 2000 },
        { type: 'date', name: 'arrived_at' },
        { type: 'date', name: 'departed_at' },
      ],
      ['CREATE INDEX `idx_load_stops_load` ON `load_stops` (`load`, `position`)'],
    )
    create(
      app,
      'load_documents',
      [
        relation(app, 'load', 'loads', { required: true, cascadeDelete: true }),
        relation(app, 'stop', 'load_stops'),
        {
          type: 'select',
          name: 'kind',
          required: true,
          maxSelect: 1,
          values: ['permit', 'bill_of_lading', 'proof_of_delivery', 'other'],
        },
        { type: 'text', name: 'title', max: 200 },
        { type: 'file', name: 'file', required: true, maxSelect: 1, maxSize: TEN_MB, mimeTypes: DOCUMENT_TYPES, protected: true },
        { type: 'file', name: 'signature', maxSelect: 1, maxSize: TEN_MB, mimeTypes: ['image/png'], protected: true },
        relation(app, 'author', 'users'),
      ],
      ['CREATE INDEX `idx_load_documents_load` ON `load_documents` (`load`, `kind`)'],
    )
    create(
      app,
      'load_updates',
      [
        relation(app, 'load', 'loads', { required: true, cascadeDelete: true }),
        relation(app, 'stop', 'load_stops'),
        relation(app, 'author', 'users'),
        {
          type: 'select',
          name: 'kind',
          required: true,
          maxSelect: 1,
          values: ['accepted', 'declined', 'arrived', 'departed', 'in_transit', 'delivered', 'note', 'escort_accepted', 'escort_declined'],
        },
        { type: 'text', name: 'note', max: 2000 },
        { type: 'date', name: 'happened_at', required: true },
        { type: 'file', name: 'photo', maxSelect: 1, maxSize: TEN_MB, mimeTypes: IMAGE_TYPES, protected: true },
        { type: 'number', name: 'latitude', min: -90, max: 90 },
        { type: 'number', name: 'longitude', min: -180, max: 180 },
      ],
      ['CREATE INDEX `idx_load_updates_load` ON `load_updates` (`load`, `created`)'],
    )
    create(
      app,
      'escort_assignments',
      [
        relation(app, 'load', 'loads', { required: true, cascadeDelete: true }),
        relation(app, 'pilot', 'users', { required: true, cascadeDelete: true }),
        { type: 'select', name: 'status', required: true, maxSelect: 1, values: ['offered', 'accepted', 'declined'] },
        { type: 'text', name: 'decline_reason', max: 500 },
        { type: 'date', name: 'responded_at' },
      ],
      ['CREATE UNIQUE INDEX `idx_escort_assignments_load_pilot` ON `escort_assignments` (`load`, `pilot`)'],
    )
    create(
      app,
      'pilot_availability',
      [
        relation(app, 'pilot', 'users', { required: true, cascadeDelete: true }),
        { type: 'date', name: 'starts_on', required: true },
        { type: 'date', name: 'ends_on', required: true },
        { type: 'text', name: 'home_base', required: true, max: 200 },
      ],
      ['CREATE INDEX `idx_pilot_availability_pilot` ON `pilot_availability` (`pilot`, `starts_on`)'],
    )
    create(
      app,
      'escort_certifications',
      [
        relation(app, 'pilot', 'users', { required: true, cascadeDelete: true }),
        { type: 'select', name: 'state', required: true, maxSelect: 1, values: US_STATES },
        { type: 'date', name: 'expires_on', required: true },
        { type: 'text', name: 'certificate_number', max: 100 },
      ],
      ['CREATE INDEX `idx_escort_certifications_pilot` ON `escort_certifications` (`pilot`, `state`)'],
    )
    create(
      app,
      'shipments',
      [
        relation(app, 'load', 'loads', { required: true, cascadeDelete: true }),
        relation(app, 'quote', 'quotes', { required: true, cascadeDelete: true }),
        relation(app, 'customer', 'users'),
        {
          type: 'select',
          name: 'status',
          required: true,
          maxSelect: 1,
          values: ['scheduled', 'dispatched', 'in_transit', 'delivered', 'cancelled'],
        },
        { type: 'json', name: 'stops', maxSize: 20000 },
        { type: 'date', name: 'last_update_at' },
      ],
      [
        'CREATE UNIQUE INDEX `idx_shipments_load` ON `shipments` (`load`)',
        'CREATE INDEX `idx_shipments_customer` ON `shipments` (`customer`)',
      ],
    )

    const driverOrPilot = `${SIGNED_IN} && (driver = @request.auth.id || escort_assignments_via_load.pilot ?= @request.auth.id)`
    const ofLoad = `${SIGNED_IN} && (load.driver = @request.auth.id || load.escort_assignments_via_load.pilot ?= @request.auth.id)`
    const adminOnly = { create: ADMIN, update: ADMIN, remove: ADMIN }
    const ownPilotRecords = {
      read: `${ADMIN} || (${SIGNED_IN} && pilot = @request.auth.id)`,
      create: `${ADMIN} || (${SIGNED_IN} && pilot = @request.auth.id && @request.auth.roles:each ?= 'pilot_car')`,
      update: `${ADMIN} || (${SIGNED_IN} && pilot = @request.auth.id && (@request.body.pilot:isset = false || @request.body.pilot = @request.auth.id))`,
      remove: `${ADMIN} || (${SIGNED_IN} && pilot = @request.auth.id)`,
    }
    setRules(app, 'loads', { read: `${ADMIN} || (${driverOrPilot})`, ...adminOnly })
    setRules(app, 'load_stops', { read: `${ADMIN} || (${ofLoad})`, ...adminOnly })
    setRules(app, 'load_documents', {
      read: `${ADMIN} || (${ofLoad})`,
      create: `${ADMIN} || (${SIGNED_IN} && load.driver = @request.auth.id && @request.body.kind != 'permit')`,
      update: ADMIN,
      remove: ADMIN,
    })
    setRules(app, 'load_updates', {
      read: `${ADMIN} || (${SIGNED_IN} && (load.driver = @request.auth.id || author = @request.auth.id))`,
      create: `${ADMIN} || (${ofLoad})`,
      update: null,
      remove: null,
    })
    setRules(app, 'escort_assignments', { read: `${ADMIN} || (${SIGNED_IN} && pilot = @request.auth.id)`, ...adminOnly })
    setRules(app, 'pilot_availability', ownPilotRecords)
    setRules(app, 'escort_certifications', ownPilotRecords)
    setRules(app, 'shipments', {
      read: `${ADMIN} || (${SIGNED_IN} && customer = @request.auth.id)`,
      create: null,
      update: null,
      remove: null,
    })
  },
  (app) => {
    for (const name of [
      'shipments',
      'escort_certifications',
      'pilot_availability',
      'escort_assignments',
      'load_updates',
      'load_documents',
      'load_stops',
      'loads',
    ]) {
      app.delete(app.findCollectionByNameOrId(name))
    }
  },
)
