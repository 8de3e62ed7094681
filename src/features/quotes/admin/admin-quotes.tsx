import { Button, Group, Stack, Title } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { AdminTable } from '../../../components/admin/admin-table'
import { useTableControls } from '../../../components/admin/use-table-controls'
import { notifyError } from '../../../lib/notify'
import { useLiveList } from '../../../lib/realtime/use-live-list'
import { useOpenedRecord } from '../../../lib/realtime/use-opened-record'
import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import { adminQuoteTexts, quoteToasts } from './admin-quote-texts'
import { QuoteCard } from './quote-card'
import { quoteColumns } from './quote-columns'
import { QuoteDrawer } from './quote-drawer'
import { quoteListFilter, quoteStatusFilter } from './quote-list-filter'
import { getQuote } from './quote-calls'
import { useQuoteActions } from './use-quote-actions'

const PER_PAGE = 20

interface AdminQuotesProps {
  pb: TypedPocketBase
  /** The quote whose details are open (from the address, `?quote=<id>`). */
  openQuoteId: string | undefined
  onOpenQuote: (id: string) => void
  onCloseQuote: () => void
}

const notifyFetchFailed = () => notifyError(quoteToasts.fetchFailed.title, quoteToasts.fetchFailed.message)

/** Customer quotes, newest first and live: search, status chips, moves, delete, details. */
export function AdminQuotes({ pb, openQuoteId, onOpenQuote, onCloseQuote }: AdminQuotesProps) {
  const controls = useTableControls<QuoteRecord>({ sort: { columnAccessor: 'created', direction: 'desc' } })
  const filter = quoteListFilter(pb, controls.status, controls.searchText)
  const quotes = useLiveList({ pb, collection: 'quotes', ...filter, sort: controls.sort, page: controls.page, perPage: PER_PAGE })
  const opened = useOpenedRecord(pb, openQuoteId, quotes.items, getQuote)
  const [isRefreshing, setIsRefreshing] = useState(false)

  const refresh = () => {
    setIsRefreshing(true)
    quotes
      .reload()
      .catch(notifyFetchFailed)
      .finally(() => setIsRefreshing(false))
  }
  const actions = useQuoteActions(pb, {
    onRefused: () => {
      quotes.reload().catch(notifyFetchFailed)
      opened.retry()
    },
    onDeleted: (id) => id === openQuoteId && onCloseQuote(),
    onSaved: opened.replace,
  })

  useEffect(() => {
    if (quotes.status === 'error') notifyFetchFailed()
  }, [quotes.status])

  const open = (quote: QuoteRecord) => onOpenQuote(quote.id)
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="xl">
          {quotes.status === 'ready' ? adminQuoteTexts.tableTitle(quotes.totalItems) : adminQuoteTexts.tableLabel}
        </Title>
        <Button variant="default" mih={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} loading={isRefreshing} onClick={refresh}>
          {adminQuoteTexts.refresh}
        </Button>
      </Group>
      <AdminTable
        label={adminQuoteTexts.tableLabel}
        list={quotes}
        controls={controls}
        columns={quoteColumns(actions)}
        searchLabel={adminQuoteTexts.searchLabel}
        statusFilter={quoteStatusFilter}
        empty={{
          ...adminQuoteTexts.empty,
          action: (
            <Button mih={44} variant="light" leftSection={<IconRefresh size={18} aria-hidden="true" />} loading={isRefreshing} onClick={refresh}>
              {adminQuoteTexts.checkForNew}
            </Button>
          ),
        }}
        errorText={quoteToasts.fetchFailed.message}
        renderCard={(quote) => <QuoteCard quote={quote} actions={actions} />}
        onOpen={open}
        openLabel={(quote) => `Details of the quote from ${quote.customer_name}`}
      />
      <QuoteDrawer pb={pb} opened={opened.opened} actions={actions} onClose={onCloseQuote} onRetry={opened.retry} />
      {actions.dialog}
    </Stack>
  )
}
