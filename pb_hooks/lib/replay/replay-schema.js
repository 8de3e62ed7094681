/// <reference path="../../../pb_data/types.d.ts" />

/**
 * The session replay batch: what `POST /api/track/replay` accepts (after consent only).
 *
 * Body: JSON (any Content-Type, for sendBeacon), at most 1 MB (LIMITS.maxBodyBytes):
 *
 *   { consent_id, session_id, site_id?   as in the tracking batch (lib/tracking/batch-schema.js)
 *     recording?: { started_at (ms since 1970), viewport_size ("1280x720"),
 *                   device_info, browser_info, fingerprint }   the recording's first facts
 *     summary?:   { ended_at (ms), duration_ms, page_count, click_count, scroll_count }
 *                 totals so far (sent again, they never lower what is stored)
 *     events?:    [ up to 100 session events, below ]
 *     chunks?:    [ up to 4 rrweb chunks: { sequence, first_ms, last_ms, event_count,
 *                   data: base64 of gzip-compressed JSON } ]
 *     heat?:      [ up to 200 heatmap points: { kind: click | hover | scroll, page_path,
 *                   viewport_class: phone | tablet | desktop, selector, element_type?,
 *                   x? (0-1 of the viewport width), y? (page px), depth? (0 < d <= 100) } ] }
 *
 * A session event: { id, sequence, type, offset_ms (since the recording started), page_url,
 *   page_title?, selector?, text? (<= 100), x?, y?, viewport?, scroll?, form?, element? }.
 * `form` names a field (name, type, form id, action, method), never its value; no event
 * carries keystrokes. Anything not listed is refused.
 *
 * Answers: 200 { events, duplicates, chunks, heat }; 400 { message, data: { problems } } with
 * nothing written; 403 when the consent id's last recorded decision is a decline.
 */

const checks = require('../tracking/field-checks.js')
const { checkPoint } = require('./heatmap.js')

const LIMITS = {
  maxBodyBytes: 1048576,
  maxEvents: 100,
  maxChunks: 4,
  maxHeatPoints: 200,
  maxChunkChars: 900000,
  maxOffsetMs: 31 * 24 * 60 * 60 * 1000,
  maxFingerprintChars: 16384,
  maxProblems: 20,
}

const EVENT_TYPES = ['pageview', 'mousemove', 'click', 'scroll', 'form_focus', 'form_submit', 'resize']
/** base64 of a gzip stream starts with these four characters (bytes 1f 8b 08). */
const GZIP_BASE64_START = 'H4sI'
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

const offset = checks.integer(0, LIMITS.maxOffsetMs)
const count = checks.integer(0, 10000000)
const coordinate = checks.integer(-100000, 1000000)
const shortText = (max) => checks.text(max)

function has(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key)
}

/** An object with only the listed keys, each checked by its checker. */
function shape(fieldChecks, required) {
  return function checkShape(value, path) {
    if (!checks.isPlainObject(value)) return checks.problem(path, 'must be an object')
    const out = {}
    const keys = Object.keys(value)
    for (let i = 0; i < keys.length; i++) {
      if (!has(fieldChecks, keys[i])) return checks.problem(path + '.' + keys[i], 'unknown field')
      const checked = fieldChecks[keys[i]](value[keys[i]], path + '.' + keys[i])
      if (checked.problem) return checked
      out[keys[i]] = checked.value
    }
    for (let i = 0; i < (required || []).length; i++) {
      if (!has(out, required[i])) return checks.problem(path + '.' + required[i], 'required')
    }
    return { value: out }
  }
}

function oneOf(values) {
  return function checkOneOf(value, path) {
    return values.indexOf(value) === -1 ? checks.problem(path, 'must be one of ' + values.join(', ')) : { value: value }
  }
}

function bool(value, path) {
  return typeof value === 'boolean' ? { value: value } : checks.problem(path, 'must be true or false')
}

function anyNumber(value, path) {
  return typeof value === 'number' && isFinite(value) ? { value: value } : checks.problem(path, 'must be a number')
}

/** The browser fingerprint of spec §3: known keys only, small. */
const FINGERPRINT_KEYS = [
  'userAgent', 'language', 'languages', 'platform', 'cookieEnabled', 'doNotTrack', 'screenResolution',
  'availableScreenResolution', 'colorDepth', 'pixelRatio', 'timezone', 'timezoneOffset', 'hardwareConcurrency',
  'maxTouchPoints', 'plugins', 'mimeTypes', 'canvas', 'webgl', 'audio', 'fonts', 'localStorage', 'sessionStorage',
  'indexedDB', 'cpuClass', 'oscpu', 'connectionInfo', 'batteryLevel', 'batteryCharging', 'mediaDevices',
  'permissions', 'referrer', 'webdriver', 'javaEnabled',
]

function fingerprint(value, path) {
  if (!checks.isPlainObject(value)) return checks.problem(path, 'must be an object')
  const keys = Object.keys(value)
  for (let i = 0; i < keys.length; i++) {
    if (FINGERPRINT_KEYS.indexOf(keys[i]) === -1) return checks.problem(path + '.' + keys[i], 'unknown field')
  }
  if (JSON.stringify(value).length > LIMITS.maxFingerprintChars) {
    return checks.problem(path, 'too large (at most ' + LIMITS.maxFingerprintChars + ' characters as JSON)')
  }
  return { value: value }
}

function recordingCheck(nowMs) {
  return shape(
  {
    started_at: checks.timestamp(nowMs),
    viewport_size: checks.text(20, /^\d{1,5}x\d{1,5}$/, 'width x height such as "1280x720"'),
    device_info: shape({
      user_agent: shortText(1000),
      language: shortText(35),
      platform: shortText(100),
      cookie_enabled: bool,
      online: bool,
    }),
    browser_info: shape({
      inner_width: count,
      inner_height: count,
      screen_width: count,
      screen_height: count,
      color_depth: count,
      pixel_ratio: anyNumber,
    }),
    fingerprint: fingerprint,
  },
  ['started_at'],
  )
}

function summaryCheck(nowMs) {
  return shape(
    {
      ended_at: checks.timestamp(nowMs),
      duration_ms: offset,
      page_count: count,
      click_count: count,
      scroll_count: count,
      rage_click_count: count,
      dead_click_count: count,
    },
    ['ended_at'],
  )
}

const eventFields = {
  id: checks.clientId,
  sequence: count,
  type: oneOf(EVENT_TYPES),
  offset_ms: offset,
  page_url: checks.pageUrl(2000),
  page_title: shortText(500),
  selector: shortText(1000),
  text: shortText(100),
  x: coordinate,
  y: coordinate,
  viewport: checks.size,
  scroll: shape({
    scrollX: anyNumber,
    scrollY: anyNumber,
    scrollPercentage: checks.integer(0, 100),
    maxScrollY: anyNumber,
    windowHeight: anyNumber,
  }),
  form: shape({
    field_name: shortText(200),
    field_type: shortText(50),
    form_id: shortText(200),
    action: shortText(2000),
    method: shortText(10),
  }),
  element: shape({ tag_name: shortText(50), element_id: shortText(200), class_name: shortText(500) }),
}
const eventCheck = shape(eventFields, ['id', 'sequence', 'type', 'offset_ms', 'page_url'])

function chunkData(value, path) {
  if (typeof value !== 'string') return checks.problem(path, 'must be a string')
  if (value.length > LIMITS.maxChunkChars) return checks.problem(path, 'too large (at most ' + LIMITS.maxChunkChars + ' characters)')
  if (value.indexOf(GZIP_BASE64_START) !== 0 || !BASE64.test(value)) return checks.problem(path, 'must be base64 of gzip data')
  return { value: value }
}

const chunkCheck = shape(
  { sequence: count, first_ms: offset, last_ms: offset, event_count: checks.integer(1, 100000), data: chunkData },
  ['sequence', 'first_ms', 'last_ms', 'event_count', 'data'],
)

function checkList(list, path, max, check, problems) {
  if (list === undefined) return []
  if (!Array.isArray(list) || list.length > max) {
    problems.push(path + ': must be an array of at most ' + max)
    return []
  }
  return list.map((item, i) => {
    const checked = check(item, path + '[' + i + ']')
    if (checked.problem) problems.push(checked.problem)
    return checked.value
  })
}

const ENVELOPE_KEYS = ['consent_id', 'session_id', 'site_id', 'recording', 'summary', 'events', 'chunks', 'heat']

/** Returns { batch } with the values to store, or { problems } (each "path: what is wrong"). */
function validateReplayBatch(body, nowMs) {
  if (!checks.isPlainObject(body)) return { problems: ['body: must be a JSON object'] }
  const problems = []
  Object.keys(body).forEach((key) => {
    if (ENVELOPE_KEYS.indexOf(key) === -1) problems.push(key + ': unknown field')
  })
  const batch = { site_id: 'default' }
  ;['consent_id', 'session_id'].forEach((key) => {
    const checked = body[key] === undefined ? checks.problem(key, 'required') : checks.clientId(body[key], key)
    if (checked.problem) problems.push(checked.problem)
    else batch[key] = checked.value
  })
  if (body.site_id !== undefined) {
    const site = checks.text(64, /^[A-Za-z0-9_.-]+$/, '1 to 64 letters, digits, "_", "." or "-"')(body.site_id, 'site_id')
    if (site.problem) problems.push(site.problem)
    else batch.site_id = site.value
  }
  ;[
    ['recording', recordingCheck(nowMs)],
    ['summary', summaryCheck(nowMs)],
  ].forEach(([key, check]) => {
    if (body[key] === undefined) return
    const checked = check(body[key], key)
    if (checked.problem) problems.push(checked.problem)
    else batch[key] = checked.value
  })
  batch.events = checkList(body.events, 'events', LIMITS.maxEvents, eventCheck, problems)
  batch.chunks = checkList(body.chunks, 'chunks', LIMITS.maxChunks, chunkCheck, problems)
  batch.heat = checkList(body.heat, 'heat', LIMITS.maxHeatPoints, checkPoint, problems)
  if (problems.length > 0) return { problems: problems.slice(0, LIMITS.maxProblems) }
  return { batch: batch }
}

module.exports = { LIMITS, EVENT_TYPES, FINGERPRINT_KEYS, validateReplayBatch }
