import { Button, Group, Stack } from '@mantine/core'
import { IconTruck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { RecordDrawer } from '../../../components/admin/record-drawer'
import { SessionReplayLink } from '../../../components/admin/session-replay-link'
import type { OpenedRecord } from '../../../lib/realtime/use-opened-record'
import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import { QuoteStatusBadge } from '../quote-status-badge'
import { adminQuoteTexts } from './admin-quote-texts'
import { DeleteQuoteButton, QuoteStatusButtons } from './quote-action-buttons'
import { QuoteFields } from './quote-fields'
import type { QuoteActions } from './use-quote-actions'

interface QuoteDrawerProps {
  pb: TypedPocketBase
  opened: OpenedRecord<QuoteRecord>
  actions: QuoteActions
  onClose: () => void
  onRetry: () => void
}

/** Dispatch's next step for a quote they will haul: New Load on the Dispatch page, prefilled from it. */
function CreateLoadLink({ quote }: { quote: QuoteRecord }) {
  if (quote.status === 'archived') return null
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/admin/loads" search={{ fromQuote: quote.id }} />}
      variant="light"
      h={44}
      leftSection={<IconTruck size={18} aria-hidden="true" />}
    >
      {adminQuoteTexts.createLoad}
    </Button>
  )
}

/** Every field of one quote, with its moves and Delete, beside the list. */
export function QuoteDrawer({ pb, opened, actions, onClose, onRetry }: QuoteDrawerProps) {
  return (
    <RecordDrawer
      opened={opened}
      title={adminQuoteTexts.detailsTitle}
      notFound={adminQuoteTexts.notFound}
      readFailed={adminQuoteTexts.readFailed}
      onClose={onClose}
      onRetry={onRetry}
    >
      {(quote) => (
        <Stack gap="lg">
          <Group justify="space-between">
            <QuoteStatusBadge status={quote.status} />
          </Group>
          <QuoteFields quote={quote} />
          <Group gap="sm">
            <CreateLoadLink quote={quote} />
            <SessionReplayLink pb={pb} session={quote.tracking_session} />
          </Group>
          <Group gap="sm">
            <QuoteStatusButtons quote={quote} actions={actions} size="md" />
            <DeleteQuoteButton quote={quote} actions={actions} />
          </Group>
        </Stack>
      )}
    </RecordDrawer>
  )
}
