/// <reference path="../pb_data/types.d.ts" />

// A service shown on /services links to its detailed section there (/services#permits) by
// its anchor. Services an admin adds have none until the page has a section for them.

migrate(
  (app) => {
    const services = app.findCollectionByNameOrId('services')
    services.fields.add(new TextField({ name: 'anchor', max: 40, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }))
    // Keep the autodate fields last, as in every collection.
    for (const name of ['created', 'updated']) {
      const field = services.fields.getByName(name)
      services.fields.removeByName(name)
      services.fields.add(field)
    }
    services.addIndex('idx_services_anchor', true, '`anchor`', "`anchor` != ''")
    app.save(services)
  },
  (app) => {
    const services = app.findCollectionByNameOrId('services')
    services.removeIndex('idx_services_anchor')
    services.fields.removeByName('anchor')
    app.save(services)
  },
)
