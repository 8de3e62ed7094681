/// <reference path="../pb_data/types.d.ts" />

// Daily aggregates per page element (one row per page, element and day); written by the
// ingest route only.
const ADMIN = "@request.auth.roles:each ?= 'admin'"

migrate(
  (app) => {
    const heatmap = new Collection({
      type: 'base',
      name: 'heatmap_data',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'page_url', required: true, max: 2000 },
        { type: 'text', name: 'page_path', max: 1000 },
        { type: 'text', name: 'viewport_size', max: 20 },
        { type: 'text', name: 'site_id', max: 64 },
        // A calendar day (YYYY-MM-DD), so the daily aggregate can be unique per day.
        { type: 'text', name: 'date_collected', required: true, max: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        { type: 'text', name: 'element_selector', max: 1000 },
        { type: 'text', name: 'element_type', max: 50 },
        { type: 'json', name: 'coordinates', maxSize: 1000 },
        { type: 'number', name: 'click_count', min: 0, onlyInt: true },
        { type: 'number', name: 'hover_count', min: 0, onlyInt: true },
        { type: 'number', name: 'scroll_depth', min: 0, max: 100 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_heatmap_data_page_element_day` ON `heatmap_data` (`page_url`, `element_selector`, `date_collected`)',
        'CREATE INDEX `idx_heatmap_data_date_collected` ON `heatmap_data` (`date_collected`)',
      ],
    })
    app.save(heatmap)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('heatmap_data'))
  },
)
