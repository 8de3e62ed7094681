/// <reference path="../../../pb_data/types.d.ts" />

// Small checkers for the tracking batch. Each takes (value, path) and returns
// { value } with the value to store, or { problem } naming what is wrong at that path.
// Plain JavaScript with no PocketBase API, so Node tests can load it too.

const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

function ok(value) {
  return { value: value }
}

function problem(path, text) {
  return { problem: path + ': ' + text }
}

function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** A string of at most `max` characters, optionally matching `pattern` (described by `expected`). */
function text(max, pattern, expected) {
  return function checkText(value, path) {
    if (typeof value !== 'string') return problem(path, 'must be a string')
    if (value.length > max) return problem(path, 'too long (at most ' + max + ' characters)')
    if (pattern && !pattern.test(value)) return problem(path, 'must be ' + expected)
    return ok(value)
  }
}

/** A random client id: 8 to 64 letters, digits, `_` or `-` (a UUID fits). */
const clientId = text(64, ID_PATTERN, '8 to 64 letters, digits, "_" or "-"')

/** A page address: a path starting with `/` or an absolute http(s) URL. */
function pageUrl(max) {
  const checkText = text(max)
  return function checkPageUrl(value, path) {
    const checked = checkText(value, path)
    if (checked.problem) return checked
    if (!/^(\/|https?:\/\/)/.test(value)) return problem(path, 'must be a path starting with "/" or an http(s) URL')
    return checked
  }
}

/** An address the visitor came from; empty when there was none. */
function referrer(max) {
  const checkPage = pageUrl(max)
  return function checkReferrer(value, path) {
    return value === '' ? ok('') : checkPage(value, path)
  }
}

/** A whole number between min and max. */
function integer(min, max) {
  return function checkInteger(value, path) {
    if (typeof value !== 'number' || !Number.isInteger(value)) return problem(path, 'must be a whole number')
    if (value < min || value > max) return problem(path, 'must be between ' + min + ' and ' + max)
    return ok(value)
  }
}

/** { width, height } in CSS pixels, e.g. a screen or a viewport. */
function size(value, path) {
  if (!isPlainObject(value)) return problem(path, 'must be an object { width, height }')
  const keys = Object.keys(value)
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== 'width' && keys[i] !== 'height') return problem(path + '.' + keys[i], 'unknown field')
  }
  const side = integer(0, 100000)
  const width = side(value.width, path + '.width')
  if (width.problem) return width
  const height = side(value.height, path + '.height')
  if (height.problem) return height
  return ok({ width: width.value, height: height.value })
}

/** Any JSON object whose serialised form is at most `maxChars` long. */
function properties(maxChars) {
  return function checkProperties(value, path) {
    if (!isPlainObject(value)) return problem(path, 'must be an object')
    if (JSON.stringify(value).length > maxChars) return problem(path, 'too large (at most ' + maxChars + ' characters as JSON)')
    return ok(value)
  }
}

/** Milliseconds since 1970 (Date.now()), from 2020 to one day ahead of the server's clock. */
function timestamp(nowMs) {
  const earliest = Date.UTC(2020, 0, 1)
  const latest = nowMs + 24 * 60 * 60 * 1000
  return function checkTimestamp(value, path) {
    if (typeof value !== 'number' || !Number.isInteger(value)) return problem(path, 'must be milliseconds since 1970 (a whole number)')
    if (value < earliest || value > latest) return problem(path, 'out of range (from 2020 to one day ahead of the server clock)')
    return ok(value)
  }
}

module.exports = {
  ID_PATTERN,
  isPlainObject,
  problem,
  text,
  clientId,
  pageUrl,
  referrer,
  integer,
  size,
  properties,
  timestamp,
}
