/// <reference path="../pb_data/types.d.ts" />

// The six solutions of the public /services page (src/content/services/overview.ts), as
// services an admin can edit, hide or reorder. A solution already present (by anchor, or by
// name from before anchors) is left as it is, so running this again changes nothing.
const SOLUTIONS = [
  {
    anchor: 'permits',
    name: 'Permit & Compliance',
    category: 'Oversized Transport',
    short_description: 'Oversize and overweight permits in all 48 states and the Canadian provinces, filed by our own permit desk.',
    price: 'Included with every move',
  },
  {
    anchor: 'port',
    name: 'Port Pickups',
    category: 'Heavy Haul',
    short_description: 'TWIC-certified drivers for ports, rail yards and terminals, timed to vessel discharges and crane windows.',
    price: 'Custom quote',
  },
  {
    anchor: 'cross-border',
    name: 'Cross-Border Logistics',
    category: 'Heavy Haul',
    short_description: 'Oversize freight moving between the US and Canada, with customs paperwork and provincial permits in one plan.',
    price: 'Custom quote',
  },
  {
    anchor: 'specialized',
    name: 'Specialized Transport',
    category: 'Industrial Transport',
    short_description: 'Schnabels, hydraulic platforms, extendables and beam trailers for cargo no standard deck can carry.',
    price: 'Custom quote',
  },
  {
    anchor: 'military',
    name: 'Military Transport',
    category: 'Special Projects',
    short_description: 'Vehicles, shelters and aerospace equipment moved with the security and documentation defense shippers require.',
    price: 'Custom quote',
  },
  {
    anchor: 'government',
    name: 'Government Logistics',
    category: 'Special Projects',
    short_description: 'Transport for federal, state and municipal agencies and their contractors, to public-sector standards.',
    price: 'Custom quote',
  },
]

function findFirst(app, filter, params) {
  try {
    return app.findFirstRecordByFilter('services', filter, params)
  } catch {
    return null
  }
}

migrate(
  (app) => {
    const services = app.findCollectionByNameOrId('services')
    SOLUTIONS.forEach((solution, index) => {
      if (findFirst(app, 'anchor = {:anchor}', { anchor: solution.anchor })) return
      const sameName = findFirst(app, "name = {:name} && anchor = ''", { name: solution.name })
      if (sameName) {
        sameName.set('anchor', solution.anchor)
        app.save(sameName)
        return
      }
      const record = new Record(services)
      for (const name in solution) record.set(name, solution[name])
      record.set('active', true)
      record.set('sort_order', index + 1)
      app.save(record)
    })
  },
  (app) => {
    for (const solution of SOLUTIONS) {
      const record = findFirst(app, 'anchor = {:anchor}', { anchor: solution.anchor })
      if (record) app.delete(record)
    }
  },
)
