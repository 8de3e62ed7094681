/// <reference path="../pb_data/types.d.ts" />

// The one site_settings record, with maintenance off and the spec's default texts, on every
// server (production loads no demo content, and nobody may create the record through the
// API). An existing record is left as it is. The contact details are the company's
// (src/content/company.ts).
const DEFAULTS = {
  maintenance_enabled: false,
  maintenance_title: 'Website Under Construction',
  maintenance_message: 'This website is under construction or ongoing maintenance. Thank you for your patience.',
  maintenance_eta: 'We’ll be back soon',
  contact_email: 'dispatch@ironbridgehaul.example',
  contact_phone: '(937) 555-0148',
  allowed_paths: ['/auth', '/admin'],
  bypass_roles: [],
}

migrate(
  (app) => {
    if (app.countRecords('site_settings') > 0) return
    const record = new Record(app.findCollectionByNameOrId('site_settings'))
    for (const name in DEFAULTS) record.set(name, DEFAULTS[name])
    app.save(record)
  },
  () => {
    // The record may have been edited since; it stays.
  },
)
