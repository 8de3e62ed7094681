import { ALL_STATUSES } from '../../../components/admin/use-table-controls'
import type { StatusFilter } from '../../../components/admin/admin-table-toolbar'
import { liveFilter } from '../../../lib/realtime/live-filter'
import type { QuoteRecord } from '../../../lib/record-types'
import { QUOTE_STATUSES } from '../quote-status'
import { adminQuoteTexts } from './admin-quote-texts'
import type { QuoteStatus } from './quote-transitions'

/** What the search box looks in: the customer, their e-mail, and both ends of the route. */
export const QUOTE_SEARCH_FIELDS = ['customer_name', 'email', 'origin', 'destination'] as const

export const quoteStatusFilter: StatusFilter = {
  label: adminQuoteTexts.statusFilterLabel,
  options: Object.entries(QUOTE_STATUSES).map(([value, { label }]) => ({ value, label })),
}

interface Filter {
  filter(expression: string, params: Record<string, unknown>): string
}

/**
 * The list's condition for the server and for live events, from the chosen chip and the
 * search. Example: `quoteListFilter(pb, 'new', 'dayton')`.
 */
export function quoteListFilter(pb: Filter, chip: string, searchText: string) {
  const status = chip === ALL_STATUSES ? undefined : (chip as QuoteStatus)
  return liveFilter<QuoteRecord>(pb, { equals: { status }, search: { text: searchText, fields: QUOTE_SEARCH_FIELDS } })
}
