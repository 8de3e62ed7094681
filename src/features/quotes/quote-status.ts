import type { QuoteRecord } from '../../lib/record-types'

type QuoteStatus = Exclude<QuoteRecord['status'], ''>

// Shades chosen so the badge text stays readable (WCAG AA) on each.
const STATUS_BADGES: Record<QuoteStatus, { label: string; color: string }> = {
  new: { label: 'New', color: 'yellow.4' },
  reviewed: { label: 'Reviewed', color: '#1e7b34' },
  archived: { label: 'Archived', color: 'gray.7' },
}

/** The badge of a quote status; new is also the fallback for an unset status. */
export function quoteStatusBadge(status: QuoteRecord['status']) {
  return STATUS_BADGES[status || 'new']
}
