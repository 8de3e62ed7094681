import { Anchor, Stack, Text } from '@mantine/core'
import type { MouseEvent } from 'react'
import type { AdminTableColumn } from '../../../components/admin/admin-table'
import { tallLink } from '../../../components/admin/touch-targets'
import { breaksLongWords } from '../../../components/admin/long-words'
import { StatusBadge } from '../../../components/status-badge'
import { telHref } from '../../../lib/format'
import { formatReceivedAt } from './admin-texts'
import { MessageRowActions } from './message-action-buttons'
import type { MessageRow } from './message-calls'
import { MESSAGE_STATUS_LOOKS, messageStatusOf } from './message-status'
import type { MessageActions } from './use-message-actions'
import { EmailAddress } from '../../../components/email-address'

/** Links in a clickable row open themselves, not the row; tall enough to tap. */
const keepToLink = { onClick: (event: MouseEvent) => event.stopPropagation(), className: tallLink }

export function SenderContact({ message }: { message: MessageRow }) {
  return (
    <Stack gap={2}>
      <Text fw={messageStatusOf(message.status) === 'new' ? 700 : 600}>{message.name}</Text>
      <Anchor href={`mailto:${message.email}`} size="sm" {...keepToLink}>
        <EmailAddress address={message.email} />
      </Anchor>
      {message.phone && (
        <Anchor href={telHref(message.phone)} size="sm" {...keepToLink}>
          {message.phone}
        </Anchor>
      )}
    </Stack>
  )
}

/** The subject and the start of the text. */
export function MessagePreview({ message }: { message: MessageRow }) {
  return (
    <Stack gap={2}>
      <Text fw={messageStatusOf(message.status) === 'new' ? 700 : 400}>{message.subject}</Text>
      <Text size="sm" c="gray.7" lineClamp={2}>
        {message.message}
      </Text>
    </Stack>
  )
}

export function messageColumns(actions: MessageActions): AdminTableColumn<MessageRow>[] {
  return [
    { accessor: 'created', title: 'Received', sortable: true, width: 120, render: ({ created }) => formatReceivedAt(created) },
    { accessor: 'name', title: 'From', sortable: true, cellsClassName: breaksLongWords, render: (message) => <SenderContact message={message} /> },
    { accessor: 'subject', title: 'Message', render: (message) => <MessagePreview message={message} /> },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: ({ status }) => <StatusBadge value={messageStatusOf(status)} statuses={MESSAGE_STATUS_LOOKS} />,
    },
    { accessor: 'actions', title: 'Actions', render: (message) => <MessageRowActions message={message} actions={actions} /> },
  ]
}
