import { Group, Stack } from '@mantine/core'
import { RecordDrawer } from '../../../components/admin/record-drawer'
import { SessionReplayLink } from '../../../components/admin/session-replay-link'
import type { OpenedRecord } from '../../../lib/realtime/use-opened-record'
import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import { QuoteStatusBadge } from '../quote-status-badge'
import { adminQuoteTexts } from './admin-quote-texts'
import { CreateLoadLink } from './create-load-link'
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
          <Group gap="sm" align="flex-start">
            <CreateLoadLink pb={pb} quote={quote} />
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
