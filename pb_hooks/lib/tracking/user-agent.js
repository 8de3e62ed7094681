/// <reference path="../../../pb_data/types.d.ts" />

// The visitor's browser, operating system and kind of device, read from the User-Agent
// header on the server with bowser (MIT; the root node_modules, which the Docker image copies).
// Brave sends Chrome's user agent and names itself only in the Sec-CH-UA client hint, which
// Chromium browsers send with every request to a secure origin, so that header is read too.
// Labels are the spec's (§9): browsers Edge, Opera, Brave, Firefox, Safari, Chrome, other
// Mozilla-compatible ("Mozilla"), "Other", or "Unknown" with no header; systems Windows,
// macOS, Linux, Android, iOS, "Other" or "Unknown"; devices Mobile, Tablet, Desktop, "Unknown".

const BROWSER_LABELS = ['Edge', 'Opera', 'Brave', 'Firefox', 'Safari', 'Chrome', 'Mozilla', 'Other', 'Unknown']
const OS_LABELS = ['Windows', 'macOS', 'Linux', 'Android', 'iOS', 'Other', 'Unknown']
const DEVICE_LABELS = ['Mobile', 'Tablet', 'Desktop', 'Unknown']

const BROWSER_BY_NAME = {
  'Microsoft Edge': 'Edge',
  Opera: 'Opera',
  'Opera Coast': 'Opera',
  Brave: 'Brave',
  Firefox: 'Firefox',
  Focus: 'Firefox',
  Safari: 'Safari',
  Chrome: 'Chrome',
  Chromium: 'Chrome',
}
const OS_BY_NAME = { Windows: 'Windows', macOS: 'macOS', Linux: 'Linux', Android: 'Android', iOS: 'iOS' }
const DEVICE_BY_PLATFORM = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' }

function labelOf(map, key, fallback) {
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : fallback
}

/** The brands of a Sec-CH-UA header (`"Brave";v="124", "Chromium";v="124"`), as bowser takes them. */
function brandsOf(secChUa) {
  const brands = []
  const pattern = /"([^"]*)"\s*;\s*v\s*=\s*"([^"]*)"/g
  let match
  while ((match = pattern.exec(String(secChUa || ''))) !== null) brands.push({ brand: match[1], version: match[2] })
  return brands
}

// Parsing costs a tracking batch more than storing it, and visitors share a few user agents:
// each JS runtime keeps the answers for the ones it has seen, starting over when full. Both
// bounds hold its memory small whatever headers a client makes up (there are up to 120 runtimes).
const MAX_REMEMBERED = 200
const MAX_REMEMBERED_KEY_CHARS = 1200
let remembered = new Map()

/** { browser, os, device_type } for a User-Agent header value (and its Sec-CH-UA hint, if any). */
function describeUserAgent(userAgent, secChUa) {
  if (typeof userAgent !== 'string' || userAgent.trim() === '') {
    return { browser: 'Unknown', os: 'Unknown', device_type: 'Unknown' }
  }
  const key = userAgent + '\n' + String(secChUa || '')
  if (key.length > MAX_REMEMBERED_KEY_CHARS) return parseUserAgent(userAgent, secChUa)
  if (!remembered.has(key)) {
    if (remembered.size >= MAX_REMEMBERED) remembered = new Map()
    remembered.set(key, parseUserAgent(userAgent, secChUa))
  }
  return Object.assign({}, remembered.get(key))
}

function parseUserAgent(userAgent, secChUa) {
  const parsed = require('bowser').parse(userAgent, { brands: brandsOf(secChUa) })
  const platform = parsed.platform.type || ''
  const otherBrowser = platform !== 'bot' && /^Mozilla\//.test(userAgent) ? 'Mozilla' : 'Other'
  return {
    browser: platform === 'bot' ? 'Other' : labelOf(BROWSER_BY_NAME, parsed.browser.name || '', otherBrowser),
    os: labelOf(OS_BY_NAME, parsed.os.name || '', 'Other'),
    device_type: labelOf(DEVICE_BY_PLATFORM, platform, 'Unknown'),
  }
}

module.exports = { BROWSER_LABELS, OS_LABELS, DEVICE_LABELS, MAX_REMEMBERED, MAX_REMEMBERED_KEY_CHARS, brandsOf, describeUserAgent }
