import { Group, Stack, Text } from '@mantine/core'
import { RoutePlaces } from '../../../components/route-places'
import type { QuoteRecord } from '../../../lib/record-types'
import { QuoteStatusBadge } from '../quote-status-badge'
import { DeleteQuoteButton, QuoteStatusButtons } from './quote-action-buttons'
import { QuoteLoad } from './quote-columns'
import { QuoteContact } from './quote-contact'
import { formatDateTime } from './quote-format'
import type { QuoteActions } from './use-quote-actions'

/** A quote on a phone: who, where, what, its status and its moves. */
export function QuoteCard({ quote, actions }: { quote: QuoteRecord; actions: QuoteActions }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <QuoteContact quote={quote} />
        <QuoteStatusBadge status={quote.status} />
      </Group>
      <Text size="sm" c="gray.7">
        {formatDateTime(quote.created)}
      </Text>
      <Text fw={500}>
        <RoutePlaces places={[quote.origin, quote.destination]} />
      </Text>
      <Text>{quote.equipment}</Text>
      <QuoteLoad quote={quote} />
      <Group gap="xs">
        <QuoteStatusButtons quote={quote} actions={actions} inList />
        <DeleteQuoteButton quote={quote} actions={actions} inList />
      </Group>
    </Stack>
  )
}
