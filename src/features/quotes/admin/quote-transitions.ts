import type { QuoteRecord } from '../../../lib/record-types'
import { quoteStatusOf } from '../quote-status'

export type QuoteStatus = ReturnType<typeof quoteStatusOf>

/**
 * The moves the server allows (pb_hooks/lib/status-machines.js, checked by a parity test):
 * reviewed from anything but reviewed, archived from anything but archived, never back to new.
 * The buttons follow it; the server refuses anything else with a 400 whatever the page shows.
 */
export const QUOTE_TRANSITIONS: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  new: ['reviewed', 'archived'],
  reviewed: ['archived'],
  archived: ['reviewed'],
}

/** The words on the button that makes each move. */
export const QUOTE_STATUS_ACTIONS: Readonly<Record<Exclude<QuoteStatus, 'new'>, string>> = {
  reviewed: 'Mark reviewed',
  archived: 'Archive',
}

export type QuoteMove = keyof typeof QUOTE_STATUS_ACTIONS

/** The moves a quote in `status` may make, in button order: `nextQuoteStatuses('new')` is ['reviewed', 'archived']. */
export function nextQuoteStatuses(status: QuoteRecord['status']): QuoteMove[] {
  return QUOTE_TRANSITIONS[quoteStatusOf(status)].filter((next): next is QuoteMove => next !== 'new')
}
