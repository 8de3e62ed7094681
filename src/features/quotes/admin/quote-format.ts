import { formatDimensions, formatWeight, parsePocketBaseDate } from '../../../lib/format'
import type { QuoteRecord } from '../../../lib/record-types'
import { LOAD_CLASS_LABELS } from '../load-guide'

/** A moment where the reader is, to the minute: 'Jan 5, 2025, 2:30 PM'; '' when unset. */
export function formatDateTime(value: string, timeZone?: string): string {
  const date = parsePocketBaseDate(value)
  if (!date) return ''
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone })
}

/** Length × width × height as the customer gave them; '' when none was given. */
export function formatQuoteDimensions(quote: Pick<QuoteRecord, 'length' | 'width' | 'height'>): string {
  return quote.length || quote.width || quote.height ? formatDimensions(quote) : ''
}

/** The weight and the class the server gave the load: '95,000 lb · Heavy haul'. */
export function formatLoad(quote: Pick<QuoteRecord, 'weight_lb' | 'load_class'>): string {
  return [formatWeight(quote.weight_lb), quote.load_class ? LOAD_CLASS_LABELS[quote.load_class] : ''].filter(Boolean).join(' · ')
}
