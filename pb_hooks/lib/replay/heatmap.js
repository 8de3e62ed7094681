/// <reference path="../../../pb_data/types.d.ts" />

// Heatmap points of a replay batch, added to the daily aggregates of heatmap_data with one
// upsert each: counts add up and scroll depth keeps the maximum inside SQLite itself, so
// concurrent batches cannot lose an update. Positions: x as a fraction of the viewport
// width, y in page pixels, so points land on the same spot at any width of the same class.

const checks = require('../tracking/field-checks.js')

const KINDS = ['click', 'hover', 'scroll']
const VIEWPORT_CLASSES = ['phone', 'tablet', 'desktop']
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

function fraction(value, path) {
  return typeof value === 'number' && value >= 0 && value <= 1 ? { value: value } : checks.problem(path, 'must be a number from 0 to 1')
}

const pointFields = {
  kind: (value, path) => (KINDS.indexOf(value) === -1 ? checks.problem(path, 'must be one of ' + KINDS.join(', ')) : { value: value }),
  page_path: checks.text(1000, /^\//, 'a path starting with "/"'),
  viewport_class: (value, path) =>
    VIEWPORT_CLASSES.indexOf(value) === -1 ? checks.problem(path, 'must be one of ' + VIEWPORT_CLASSES.join(', ')) : { value: value },
  selector: checks.text(1000),
  element_type: checks.text(50),
  x: fraction,
  y: checks.integer(0, 1000000),
  // Spec §5: recorded only when 0 < depth <= 100.
  depth: (value, path) => (typeof value === 'number' && value > 0 && value <= 100 ? { value: value } : checks.problem(path, 'must be above 0 and at most 100')),
}
const REQUIRED = ['kind', 'page_path', 'viewport_class', 'selector']

/** Checks one point: { value } or { problem }. */
function checkPoint(point, path) {
  if (!checks.isPlainObject(point)) return checks.problem(path, 'must be an object')
  const out = {}
  const keys = Object.keys(point)
  for (let i = 0; i < keys.length; i++) {
    const check = pointFields[keys[i]]
    if (!check) return checks.problem(path + '.' + keys[i], 'unknown field')
    const checked = check(point[keys[i]], path + '.' + keys[i])
    if (checked.problem) return checked
    out[keys[i]] = checked.value
  }
  for (let i = 0; i < REQUIRED.length; i++) if (out[REQUIRED[i]] === undefined) return checks.problem(path + '.' + REQUIRED[i], 'required')
  if (out.kind === 'scroll' && out.depth === undefined) return checks.problem(path + '.depth', 'required for scroll')
  return { value: out }
}

const UPSERT =
  'INSERT INTO `heatmap_data` (`id`, `page_url`, `page_path`, `viewport_size`, `site_id`, `date_collected`, `element_selector`, ' +
  '`element_type`, `coordinates`, `click_count`, `hover_count`, `scroll_depth`, `created`, `updated`) ' +
  'VALUES ({:id}, {:page}, {:page}, {:viewport}, {:site}, {:day}, {:selector}, {:type}, {:coordinates}, {:clicks}, {:hovers}, {:depth}, {:now}, {:now}) ' +
  'ON CONFLICT (`page_url`, `element_selector`, `date_collected`, `viewport_size`) DO UPDATE SET ' +
  '`click_count` = `click_count` + excluded.`click_count`, `hover_count` = `hover_count` + excluded.`hover_count`, ' +
  '`scroll_depth` = MAX(`scroll_depth`, excluded.`scroll_depth`), ' +
  "`coordinates` = CASE WHEN `coordinates` IS NULL OR `coordinates` = '' OR `coordinates` = 'null' THEN excluded.`coordinates` ELSE `coordinates` END, " +
  '`updated` = excluded.`updated`'

/** Adds each point to its aggregate row; returns how many points were added. */
function upsertPoints(txApp, points, siteId, nowMs) {
  const now = new Date(nowMs).toISOString()
  points.forEach((point) => {
    const coordinates = point.x === undefined || point.y === undefined ? 'null' : JSON.stringify({ x: point.x, y: point.y })
    txApp
      .db()
      .newQuery(UPSERT)
      .bind({
        id: $security.randomStringWithAlphabet(15, ID_ALPHABET),
        page: point.page_path,
        viewport: point.viewport_class,
        site: siteId,
        day: now.slice(0, 10),
        selector: point.kind === 'scroll' ? 'document' : point.selector,
        type: point.element_type || '',
        coordinates: coordinates,
        clicks: point.kind === 'click' ? 1 : 0,
        hovers: point.kind === 'hover' ? 1 : 0,
        depth: point.kind === 'scroll' ? point.depth : 0,
        now: now.replace('T', ' '),
      })
      .execute()
  })
  return points.length
}

module.exports = { KINDS, VIEWPORT_CLASSES, checkPoint, upsertPoints }
