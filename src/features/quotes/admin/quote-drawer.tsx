import { Alert, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconRefresh } from '@tabler/icons-react'
import { SessionReplayLink } from '../../../components/admin/session-replay-link'
import type { TypedPocketBase } from '../../../lib/record-types'
import { QuoteStatusBadge } from '../quote-status-badge'
import { adminQuoteTexts } from './admin-quote-texts'
import { DeleteQuoteButton, QuoteStatusButtons } from './quote-action-buttons'
import { QuoteFields } from './quote-fields'
import type { QuoteActions } from './use-quote-actions'
import type { OpenedQuote } from './use-opened-quote'

interface QuoteDrawerProps {
  pb: TypedPocketBase
  opened: OpenedQuote
  actions: QuoteActions
  onClose: () => void
  onRetry: () => void
}

/** Every field of one quote, with its moves and Delete, beside the list. */
export function QuoteDrawer({ pb, opened, actions, onClose, onRetry }: QuoteDrawerProps) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  return (
    <Drawer
      opened={opened.state !== 'closed'}
      onClose={onClose}
      title={adminQuoteTexts.detailsTitle}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' }, close: { width: 44, height: 44 } }}
    >
      <DrawerBody pb={pb} opened={opened} actions={actions} onRetry={onRetry} />
    </Drawer>
  )
}

function DrawerBody({ pb, opened, actions, onRetry }: Omit<QuoteDrawerProps, 'onClose'>) {
  switch (opened.state) {
    case 'loading':
      return (
        <Group justify="center" py="xl" role="status">
          <Loader size="md" aria-hidden="true" />
          <Text>Loading...</Text>
        </Group>
      )
    case 'missing':
      return <Text>{adminQuoteTexts.notFound}</Text>
    case 'error':
      return (
        <Alert color="red" variant="light" title="Error">
          <Group justify="space-between" gap="sm">
            <Text size="sm">Failed to fetch the quote.</Text>
            <Button variant="default" mih={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onRetry}>
              Retry
            </Button>
          </Group>
        </Alert>
      )
    case 'ready':
      return (
        <Stack gap="lg">
          <Group justify="space-between">
            <QuoteStatusBadge status={opened.quote.status} />
          </Group>
          <QuoteFields quote={opened.quote} />
          <SessionReplayLink pb={pb} session={opened.quote.tracking_session} />
          <Group gap="sm">
            <QuoteStatusButtons quote={opened.quote} actions={actions} size="md" />
            <DeleteQuoteButton quote={opened.quote} actions={actions} />
          </Group>
        </Stack>
      )
    default:
      return null
  }
}
