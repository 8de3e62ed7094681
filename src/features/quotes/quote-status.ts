import type { StatusLook } from '../../components/status-badge'
import type { QuoteRecord } from '../../lib/record-types'

type QuoteStatus = Exclude<QuoteRecord['status'], ''>

/** Quote statuses as badges: new yellow, reviewed green, archived grey, in shades the text stays readable on (WCAG AA). */
export const QUOTE_STATUSES: Record<QuoteStatus, StatusLook> = {
  new: { label: 'New', color: 'yellow.4' },
  reviewed: { label: 'Reviewed', color: '#1e7b34' },
  archived: { label: 'Archived', color: 'gray.7' },
}

/** A quote's status for its badge: an unset one is new. */
export function quoteStatusOf(status: QuoteRecord['status']): QuoteStatus {
  return status || 'new'
}
