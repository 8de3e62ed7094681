import { Group, Stack, Text } from '@mantine/core'
import type { AdminTableColumn } from '../../../components/admin/admin-table'
import { fromBreakpoint } from '../../../components/admin/column-visibility'
import { breaksLongWords } from '../../../components/admin/long-words'
import { RoutePlaces } from '../../../components/route-places'
import type { QuoteRecord } from '../../../lib/record-types'
import { QuoteStatusBadge } from '../quote-status-badge'
import { DeleteQuoteButton, QuoteStatusButtons } from './quote-action-buttons'
import { QuoteContact } from './quote-contact'
import { formatDateTime, formatLoad, formatQuoteDimensions } from './quote-format'
import type { QuoteActions } from './use-quote-actions'

/** The size, then the weight and load class the server stored with the quote. */
export function QuoteLoad({ quote }: { quote: QuoteRecord }) {
  const load = formatLoad(quote)
  return (
    <Stack gap={2}>
      <Text style={{ whiteSpace: 'nowrap' }}>{formatQuoteDimensions(quote) || '—'}</Text>
      {load && (
        <Text size="sm" c="gray.7">
          {load}
        </Text>
      )}
    </Stack>
  )
}

export function QuoteRowActions({ quote, actions }: { quote: QuoteRecord; actions: QuoteActions }) {
  // Wrapping, the buttons let the table fit a tablet instead of scrolling them out of view.
  return (
    <Group gap={6}>
      <QuoteStatusButtons quote={quote} actions={actions} inList />
      <DeleteQuoteButton quote={quote} actions={actions} inList />
    </Group>
  )
}

/** The spec's columns: Created, Customer, Route, Equipment, Dimensions, Status, Actions (the table adds Details). */
export function quoteColumns(actions: QuoteActions): AdminTableColumn<QuoteRecord>[] {
  return [
    { accessor: 'created', title: 'Created', sortable: true, width: 120, render: ({ created }) => formatDateTime(created) },
    { accessor: 'customer_name', title: 'Customer', sortable: true, cellsClassName: breaksLongWords, render: (quote) => <QuoteContact quote={quote} /> },
    { accessor: 'origin', title: 'Route', render: ({ origin, destination }) => <RoutePlaces places={[origin, destination]} /> },
    // On a tablet held upright the equipment and size wait in the details, for the actions' sake.
    { accessor: 'equipment', title: 'Equipment', visibleMediaQuery: fromBreakpoint('md') },
    { accessor: 'length', title: 'Dimensions', visibleMediaQuery: fromBreakpoint('md'), render: (quote) => <QuoteLoad quote={quote} /> },
    { accessor: 'status', title: 'Status', sortable: true, render: ({ status }) => <QuoteStatusBadge status={status} /> },
    { accessor: 'actions', title: 'Actions', render: (quote) => <QuoteRowActions quote={quote} actions={actions} /> },
  ]
}
