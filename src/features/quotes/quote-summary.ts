import { formatCalendarDate, formatDimensions, formatWeight } from '../../lib/format'
import { givenLines, type ReceiptLine } from '../../lib/outbox/receipt'
import type { QuoteValues } from './quote-schema'

const routeLine = (origin: string, destination: string): ReceiptLine => ({ label: 'Route', value: `${origin} → ${destination}`, places: [origin, destination] })

const number = (value: number | '') => (value === '' ? 0 : value)

/** A quote request in a few lines, as its receipt repeats it. */
export function summarizeQuote(values: QuoteValues): ReceiptLine[] {
  return givenLines([
    routeLine(values.origin.trim(), values.destination.trim()),
    { label: 'Equipment', value: values.equipment.trim() },
    {
      label: 'Dimensions (L × W × H)',
      value: formatDimensions({ length: number(values.length), width: number(values.width), height: number(values.height) }),
    },
    { label: 'Weight', value: formatWeight(number(values.weight_lb)) },
    { label: 'Pickup date', value: values.pickup_date ? formatCalendarDate(values.pickup_date) : '' },
    { label: 'Contact', value: [values.customer_name, values.email, values.phone].map((part) => part.trim()).join(' · ') },
  ])
}
