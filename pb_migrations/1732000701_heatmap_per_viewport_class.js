/// <reference path="../pb_data/types.d.ts" />

// Heatmap points from phones, tablets and desktops land in different places: the daily
// aggregate is unique per page, element, day and viewport class (viewport_size holds
// "phone", "tablet" or "desktop"), so the ingest's upsert never mixes them.
const OLD_INDEX = 'idx_heatmap_data_page_element_day'
const NEW_INDEX = 'idx_heatmap_data_page_element_day_class'

migrate(
  (app) => {
    const heatmap = app.findCollectionByNameOrId('heatmap_data')
    heatmap.removeIndex(OLD_INDEX)
    heatmap.addIndex(NEW_INDEX, true, '`page_url`, `element_selector`, `date_collected`, `viewport_size`', '')
    app.save(heatmap)
  },
  (app) => {
    const heatmap = app.findCollectionByNameOrId('heatmap_data')
    heatmap.removeIndex(NEW_INDEX)
    heatmap.addIndex(OLD_INDEX, true, '`page_url`, `element_selector`, `date_collected`', '')
    app.save(heatmap)
  },
)
