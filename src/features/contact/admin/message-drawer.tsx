import { Group, Stack } from '@mantine/core'
import { RecordDrawer } from '../../../components/admin/record-drawer'
import { SessionReplayLink } from '../../../components/admin/session-replay-link'
import { StatusBadge } from '../../../components/status-badge'
import type { OpenedRecord } from '../../../lib/realtime/use-opened-record'
import type { TypedPocketBase } from '../../../lib/record-types'
import { messageTexts } from './admin-texts'
import { DeleteMessageButton, MessageStatusButtons, ReplyButton } from './message-action-buttons'
import type { MessageRow } from './message-calls'
import { MessageDetails } from './message-details'
import { MESSAGE_STATUS_LOOKS, messageStatusOf } from './message-status'
import type { MessageActions } from './use-message-actions'

interface MessageDrawerProps {
  pb: TypedPocketBase
  opened: OpenedRecord<MessageRow>
  actions: MessageActions
  onClose: () => void
  onRetry: () => void
}

/** One message in full, beside the inbox, with Reply, its moves and delete. */
export function MessageDrawer({ pb, opened, actions, onClose, onRetry }: MessageDrawerProps) {
  return (
    <RecordDrawer
      opened={opened}
      title={opened.state === 'ready' ? opened.record.subject : 'Message'}
      notFound={messageTexts.notFound}
      readFailed={messageTexts.readFailed}
      onClose={onClose}
      onRetry={onRetry}
    >
      {(message) => (
        <Stack gap="lg">
          <Group gap="xs">
            <StatusBadge value={messageStatusOf(message.status)} statuses={MESSAGE_STATUS_LOOKS} size="lg" />
            <ReplyButton message={message} />
            <MessageStatusButtons message={message} actions={actions} />
            <DeleteMessageButton message={message} actions={actions} onDeleted={onClose} />
          </Group>
          <MessageDetails message={message} />
          <SessionReplayLink pb={pb} session={message.tracking_session} />
        </Stack>
      )}
    </RecordDrawer>
  )
}
