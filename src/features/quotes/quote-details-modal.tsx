import '@mantine/core/styles/Modal.layer.css'
import { Group, Modal, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { formatCalendarDate, formatDate, formatDimensions, formatWeight } from '../../lib/format'
import type { QuoteRecord } from '../../lib/record-types'
import { LOAD_CLASS_LABELS } from './load-guide'
import classes from './my-quotes.module.css'
import { QuoteStatusBadge } from './quote-status-badge'

interface QuoteDetailsModalProps {
  /** Undefined while closed; null when the quote cannot be found. */
  quote: QuoteRecord | null | undefined
  onClose: () => void
}

export function QuoteDetailsModal({ quote, onClose }: QuoteDetailsModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal opened={quote !== undefined} onClose={onClose} title="Quote details" size="lg" fullScreen={isPhone} closeButtonProps={{ 'aria-label': 'Close' }}>
      {quote ? <QuoteDetails quote={quote} /> : <Text>This quote could not be found.</Text>}
    </Modal>
  )
}

function QuoteDetails({ quote }: { quote: QuoteRecord }) {
  const rows: [string, string][] = [
    ['Requested', formatDate(quote.created)],
    ['From', quote.origin],
    ['To', quote.destination],
    ['Equipment', quote.equipment],
    ['Dimensions (L × W × H)', formatDimensions(quote)],
    ['Weight', formatWeight(quote.weight_lb)],
    ['Pickup date', formatCalendarDate(quote.pickup_date)],
    ['Load class', quote.load_class ? LOAD_CLASS_LABELS[quote.load_class] : ''],
    ['Contact', [quote.customer_name, quote.email, quote.phone].join('\n')],
    ['Notes', quote.notes],
  ]
  return (
    <>
      <Group mb="md">
        <QuoteStatusBadge status={quote.status} />
      </Group>
      <dl className={classes.details}>
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </>
  )
}
