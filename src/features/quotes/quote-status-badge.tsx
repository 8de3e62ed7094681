import { StatusBadge } from '../../components/status-badge'
import type { QuoteRecord } from '../../lib/record-types'
import { QUOTE_STATUSES, quoteStatusOf } from './quote-status'

export function QuoteStatusBadge({ status }: { status: QuoteRecord['status'] }) {
  return <StatusBadge value={quoteStatusOf(status)} statuses={QUOTE_STATUSES} size="lg" />
}
