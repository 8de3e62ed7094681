/// <reference path="../../pb_data/types.d.ts" />

// The status moves an admin may make, by collection and current status. Anything else,
// staying put included, is refused with a 400, whoever asks (superusers too). A record
// without a status (older data) counts as new.
//
// - quotes (signed-in-and-back-office.md §4): reviewed from anything but reviewed, archived
//   from anything but archived, never back to new.
// - job_applications (§4): new to reviewed; reviewed to interview, hired or rejected; those
//   three are final.
// - contact_messages (not in the spec; an inbox): new to read, new or read to archived (spam
//   need not be read first), archived back to read to take it out of the archive. Never
//   back to new: "new" means nobody has looked at it yet.
// - loads (issue 17): scheduled, dispatched, in transit, delivered, in that order; cancelled
//   from any of the first three. Delivered and cancelled are final.
const TRANSITIONS = {
  quotes: { new: ['reviewed', 'archived'], reviewed: ['archived'], archived: ['reviewed'] },
  job_applications: {
    new: ['reviewed'],
    reviewed: ['interview', 'hired', 'rejected'],
    interview: [],
    hired: [],
    rejected: [],
  },
  contact_messages: { new: ['read', 'archived'], read: ['archived'], archived: ['read'] },
  loads: {
    scheduled: ['dispatched', 'cancelled'],
    dispatched: ['in_transit', 'cancelled'],
    in_transit: ['delivered', 'cancelled'],
    delivered: [],
    cancelled: [],
  },
}

const RECORD_NOUNS = {
  quotes: ['a quote', 'This quote'],
  job_applications: ['an application', 'This application'],
  contact_messages: ['a message', 'This message'],
  loads: ['a load', 'This load'],
}

const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1)

/** The statuses a record of `collectionName` may move to from `from` (`[]` when none). */
function nextStatuses(collectionName, from) {
  return (TRANSITIONS[collectionName] || {})[from || 'new'] || []
}

/**
 * Why a record may not move from `from` to `to`, as a PocketBase field error, or null.
 * Example: `transitionError('quotes', 'reviewed', 'new')` explains that a quote never goes back to new.
 */
function transitionError(collectionName, from, to) {
  const current = from || 'new'
  if (nextStatuses(collectionName, current).indexOf(to) !== -1) return null
  const [aRecord, thisRecord] = RECORD_NOUNS[collectionName] || ['a record', 'This record']
  const message =
    to === current
      ? `${thisRecord} is already ${current}.`
      : `${capitalised(aRecord)} cannot go from ${current} to ${to || 'no status'}.`
  return { code: 'validation_status_transition', message }
}

module.exports = { TRANSITIONS, nextStatuses, transitionError }
