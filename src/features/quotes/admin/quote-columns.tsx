import { ActionIcon, Group, Stack, Text } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import type { AdminTableColumn } from '../../../components/admin/admin-table'
import type { QuoteRecord } from '../../../lib/record-types'
import { QuoteStatusBadge } from '../quote-status-badge'
import { DeleteQuoteButton, QuoteStatusButtons } from './quote-action-buttons'
import { QuoteContact } from './quote-contact'
import { formatDateTime, formatLoad, formatQuoteDimensions, formatRoute } from './quote-format'
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

export function QuoteRowActions({ quote, actions, onOpen }: { quote: QuoteRecord; actions: QuoteActions; onOpen: (quote: QuoteRecord) => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <QuoteStatusButtons quote={quote} actions={actions} inList />
      <ActionIcon
        size={44}
        variant="subtle"
        color="gray.8"
        aria-label={`Details of the quote from ${quote.customer_name}`}
        title="Details"
        onClick={(event) => {
          event.stopPropagation()
          onOpen(quote)
        }}
      >
        <IconListDetails size={20} aria-hidden="true" />
      </ActionIcon>
      <DeleteQuoteButton quote={quote} actions={actions} inList />
    </Group>
  )
}

/** The spec's columns: Created, Customer, Route, Equipment, Dimensions, Status, Actions. */
export function quoteColumns(actions: QuoteActions, onOpen: (quote: QuoteRecord) => void): AdminTableColumn<QuoteRecord>[] {
  return [
    { accessor: 'created', title: 'Created', sortable: true, width: 120, render: ({ created }) => formatDateTime(created) },
    { accessor: 'customer_name', title: 'Customer', sortable: true, render: (quote) => <QuoteContact quote={quote} /> },
    { accessor: 'origin', title: 'Route', render: formatRoute },
    { accessor: 'equipment', title: 'Equipment' },
    { accessor: 'length', title: 'Dimensions', render: (quote) => <QuoteLoad quote={quote} /> },
    { accessor: 'status', title: 'Status', sortable: true, render: ({ status }) => <QuoteStatusBadge status={status} /> },
    { accessor: 'actions', title: 'Actions', render: (quote) => <QuoteRowActions quote={quote} actions={actions} onOpen={onOpen} /> },
  ]
}
