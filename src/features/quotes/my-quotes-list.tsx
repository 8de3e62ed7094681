import '@mantine/core/styles/Pagination.layer.css'
import { Alert, Button, Center, Loader, Pagination, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconFileDescription, IconWifiOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { MyQuoteCard } from './my-quote-card'
import classes from './my-quotes.module.css'
import type { MyQuotesState } from './use-my-quotes'
import type { ShipmentRecord } from '../../lib/record-types'

interface MyQuotesListProps {
  state: MyQuotesState
  onRetry: () => void
  onPageChange: (page: number) => void
  /** Opens a quote's details (a plain click on its card's link). */
  onOpenQuote: (id: string) => void
  /** Shipments of quotes that became loads, by quote id. */
  shipments?: ReadonlyMap<string, ShipmentRecord>
}

export function MyQuotesList({ state, onRetry, onPageChange, onOpenQuote, shipments }: MyQuotesListProps) {
  if (state.status === 'loading') {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" mr="sm" aria-hidden="true" />
        <Text>Loading your quotes...</Text>
      </Center>
    )
  }
  if (state.status === 'error') {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={state.isOffline ? "You're offline" : "We couldn't load your quotes"}
      >
        <Text size="sm">
          {state.isOffline
            ? 'Your quotes have not been read on this device yet. They load when you reconnect.'
            : 'Check your connection and try again.'}
        </Text>
        <Button variant="outline" color="red.9" size="compact-md" mt="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    )
  }

  const { items, page, totalPages } = state.page
  if (items.length === 0) {
    return (
      <Stack align="center" py="xl" gap="sm" ta="center">
        <IconFileDescription size={48} aria-hidden="true" color="var(--mantine-color-gray-6)" />
        <Text size="lg" fw={600}>
          You haven't requested any quotes yet.
        </Text>
        <Text c="gray.7">Tell us about your load and we'll get back to you within 24 hours.</Text>
        <Button component={Link} to="/quote" mt="sm">
          Request a Quote
        </Button>
      </Stack>
    )
  }
  return (
    <Stack gap="lg">
      <div role="status">{state.savedAt !== undefined && <OfflineNote savedAt={state.savedAt} />}</div>
      <ul className={classes.list} aria-label="Your quote requests">
        {items.map((quote) => (
          <MyQuoteCard key={quote.id} quote={quote} page={page} shipment={shipments?.get(quote.id)} onOpen={onOpenQuote} />
        ))}
      </ul>
      {totalPages > 1 && (
        <Pagination total={totalPages} value={page} onChange={onPageChange} getControlProps={paginationLabels} mx="auto" />
      )}
    </Stack>
  )
}

function paginationLabels(control: 'first' | 'previous' | 'last' | 'next') {
  const labels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }
  return { 'aria-label': labels[control] }
}

const timeOf = (ms: number) => new Date(ms).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/** The list is the one last read: statuses may have moved on since. */
function OfflineNote({ savedAt }: { savedAt: number }) {
  return (
    <Alert color="gray" variant="light" icon={<IconWifiOff aria-hidden="true" />} title={`Offline · last updated ${timeOf(savedAt)}`}>
      <Text size="sm">This is your list as it was then. It updates by itself when you're back online.</Text>
    </Alert>
  )
}
