/// <reference path="../../../pb_data/types.d.ts" />

// Record values as a person reads them in a mail, and where mail goes.

const NOT_GIVEN = 'Not given'

/** Mirrors src/content/company.ts; the hooks cannot import TypeScript. */
const DISPATCH_PHONE = '(937) 555-0148'

function envOr(name, fallback) {
  const value = $os.getenv(name)
  return value === '' ? fallback : value
}

/** Recipients, sender and the site's address (APP_URL via the settings). */
function mailSettings(app) {
  const meta = app.settings().meta
  return {
    appUrl: meta.appURL.replace(/\/+$/, ''),
    from: { address: meta.senderAddress, name: meta.senderName },
    dispatch: envOr('DISPATCH_EMAIL', 'dispatch@ironbridgehaul.example'),
    careers: envOr('CAREERS_EMAIL', 'careers@ironbridgehaul.example'),
  }
}

const withThousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** `42.5` → `42.5 ft`; 0 (nothing entered) → Not given. */
const feet = (value) => (value > 0 ? `${value} ft` : NOT_GIVEN)

/** A quote's length × width × height, `42.5 × 12 × 11.5 ft`, or Not given. */
function dimensions(quote) {
  const sizes = ['length', 'width', 'height'].map((name) => quote.getFloat(name))
  return sizes.some((size) => size > 0) ? `${sizes.join(' × ')} ft` : NOT_GIVEN
}

/** `95000` → `95,000 lb`; 0 (nothing entered) → Not given. */
const pounds = (value) => (value > 0 ? `${withThousands(Math.round(value))} lb` : NOT_GIVEN)

/** A date field as `2026-03-14`, or Not given. */
const day = (record, name) => (record.getDateTime(name).isZero() ? NOT_GIVEN : record.getDateTime(name).string().slice(0, 10))

/** When the record arrived, as `2026-03-14 15:04 UTC`. */
const receivedAt = (record) => `${record.getDateTime('created').string().slice(0, 16)} UTC`

const orNotGiven = (value) => (value === '' ? NOT_GIVEN : value)

/** Who sent it: the signed-in account's e-mail, or Guest. */
function senderAccount(app, record) {
  const userId = record.getString('user')
  if (userId === '') return 'Guest (not signed in)'
  try {
    return `Signed in as ${app.findRecordById('users', userId).getString('email')}`
  } catch {
    return 'Signed in (account since deleted)'
  }
}

module.exports = { DISPATCH_PHONE, NOT_GIVEN, mailSettings, feet, dimensions, pounds, day, receivedAt, orNotGiven, senderAccount }
