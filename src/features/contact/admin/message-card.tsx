import { Group, Stack, Text } from '@mantine/core'
import { StatusBadge } from '../../../components/status-badge'
import { formatReceivedAt } from './admin-texts'
import { MessageRowActions } from './message-action-buttons'
import type { MessageRow } from './message-calls'
import { MessagePreview, SenderContact } from './message-columns'
import { MESSAGE_STATUS_LOOKS, messageStatusOf } from './message-status'
import type { MessageActions } from './use-message-actions'

/** One message on a phone: who, about what, when, its status and its actions. */
export function MessageCard({ message, actions }: { message: MessageRow; actions: MessageActions }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <SenderContact message={message} />
        <StatusBadge value={messageStatusOf(message.status)} statuses={MESSAGE_STATUS_LOOKS} />
      </Group>
      <MessagePreview message={message} />
      <Text size="sm" c="gray.7">
        Received {formatReceivedAt(message.created)}
      </Text>
      <MessageRowActions message={message} actions={actions} />
    </Stack>
  )
}
