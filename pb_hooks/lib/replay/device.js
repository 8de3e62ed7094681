/// <reference path="../../../pb_data/types.d.ts" />

// The replay list's device and browser (spec §9), read from the User-Agent header of the
// recording's requests. Plain JavaScript, so Node tests load it too.

const DEVICE_TYPES = ['Mobile', 'Tablet', 'Desktop', 'Unknown']
const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Other', 'Unknown']

/** Mobile, Tablet, Desktop, or Unknown without a user agent. */
function replayDeviceType(userAgent) {
  const ua = String(userAgent || '')
  if (ua.trim() === '') return 'Unknown'
  if (/iPad|Tablet/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'Tablet'
  if (/Mobile|Android|iPhone|iPod/i.test(ua)) return 'Mobile'
  return 'Desktop'
}

/** Chrome, Firefox, Safari, Edge, Other, or Unknown without a user agent. */
function replayBrowser(userAgent) {
  const ua = String(userAgent || '')
  if (ua.trim() === '') return 'Unknown'
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge'
  if (/OPR\/|Opera/.test(ua)) return 'Other'
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox'
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome'
  if (/Safari\//.test(ua)) return 'Safari'
  return 'Other'
}

module.exports = { DEVICE_TYPES, BROWSERS, replayDeviceType, replayBrowser }
