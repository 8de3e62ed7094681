import '@mantine/core/styles/Skeleton.layer.css'
import { Alert, Drawer, Group, Skeleton, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { SessionReplayLink } from '../../../components/admin/session-replay-link'
import { StatusBadge } from '../../../components/status-badge'
import type { TypedPocketBase } from '../../../lib/record-types'
import { messageTexts } from './admin-texts'
import { DeleteMessageButton, MessageStatusButtons, ReplyButton } from './message-action-buttons'
import type { MessageRow } from './message-calls'
import { MessageDetails } from './message-details'
import { MESSAGE_STATUS_LOOKS, messageStatusOf } from './message-status'
import type { MessageActions } from './use-message-actions'

interface MessageDrawerProps {
  pb: TypedPocketBase
  /** Closed when undefined; 'loading' while it is being read; null when it cannot be found. */
  message: MessageRow | 'loading' | null | undefined
  actions: MessageActions
  onClose: () => void
}

/** One message in full, beside the inbox, with Reply, its moves and delete. */
export function MessageDrawer({ pb, message, actions, onClose }: MessageDrawerProps) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  const record = typeof message === 'object' && message !== null ? message : undefined
  return (
    <Drawer
      opened={message !== undefined}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={record ? record.subject : 'Message'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {message === 'loading' && <Skeleton height={240} />}
      {message === null && <Alert color="red">{messageTexts.notFound}</Alert>}
      {record && (
        <Stack gap="lg">
          <Group gap="xs">
            <StatusBadge value={messageStatusOf(record.status)} statuses={MESSAGE_STATUS_LOOKS} size="lg" />
            <ReplyButton message={record} />
            <MessageStatusButtons message={record} actions={actions} />
            <DeleteMessageButton message={record} actions={actions} onDeleted={onClose} />
          </Group>
          <MessageDetails message={record} />
          <SessionReplayLink pb={pb} session={record.tracking_session} />
        </Stack>
      )}
    </Drawer>
  )
}
