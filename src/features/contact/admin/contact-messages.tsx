import { Stack, Title } from '@mantine/core'
import { useMemo } from 'react'
import { AdminTable } from '../../../components/admin/admin-table'
import { ALL_STATUSES, useTableControls } from '../../../components/admin/use-table-controls'
import { liveFilter } from '../../../lib/realtime/live-filter'
import { useLiveList } from '../../../lib/realtime/use-live-list'
import { useOpenedRecord } from '../../../lib/realtime/use-opened-record'
import type { TypedPocketBase } from '../../../lib/record-types'
import { messageTexts } from './admin-texts'
import { getMessage, MESSAGE_EXPAND, type MessageRow } from './message-calls'
import { MessageCard } from './message-card'
import { messageColumns } from './message-columns'
import { MessageDrawer } from './message-drawer'
import { MESSAGE_STATUS_OPTIONS, type MessageStatus } from './message-status'
import { useMarkReadOnOpen } from './use-mark-read-on-open'
import { useMessageActions } from './use-message-actions'

const PER_PAGE = 20
const SEARCHED_FIELDS = ['name', 'email', 'subject', 'message'] as const

interface ContactMessagesProps {
  pb: TypedPocketBase
  /** The message open in the drawer (from the URL), if any. */
  openId: string | undefined
  onOpenChange: (id: string | undefined) => void
}

/** The live inbox of contact messages, newest first, with search, status chips and a reading drawer. */
export function ContactMessages({ pb, openId, onOpenChange }: ContactMessagesProps) {
  const controls = useTableControls<MessageRow>({ sort: { columnAccessor: 'created', direction: 'desc' } })
  const status = controls.status === ALL_STATUSES ? undefined : (controls.status as MessageStatus)
  const filter = useMemo(
    () => liveFilter<MessageRow>(pb, { equals: { status }, search: { text: controls.searchText, fields: SEARCHED_FIELDS } }),
    [pb, status, controls.searchText],
  )
  const messages = useLiveList<'contact_messages', MessageRow>({
    pb,
    collection: 'contact_messages',
    ...filter,
    sort: controls.sort,
    page: controls.page,
    perPage: PER_PAGE,
    expand: MESSAGE_EXPAND,
  })
  const opened = useOpenedRecord(pb, openId, messages.items, getMessage)
  const actions = useMessageActions(pb, opened.replace)
  useMarkReadOnOpen(opened.opened, actions.markRead)

  return (
    <Stack gap="md" component="section" aria-labelledby="messages-heading">
      <Title order={2} fz="xl" id="messages-heading">
        Inbox ({messages.totalItems})
      </Title>
      <AdminTable
        label={messageTexts.tableLabel}
        list={messages}
        controls={controls}
        columns={messageColumns(actions)}
        searchLabel={messageTexts.searchLabel}
        statusFilter={{ label: 'Status', options: MESSAGE_STATUS_OPTIONS }}
        empty={messageTexts.empty}
        errorText={messageTexts.loadFailed}
        renderCard={(record) => <MessageCard message={record} actions={actions} />}
        onOpen={(record) => onOpenChange(record.id)}
        openLabel={(record) => `Read the message from ${record.name}`}
      />
      <MessageDrawer pb={pb} opened={opened.opened} actions={actions} onClose={() => onOpenChange(undefined)} onRetry={opened.retry} />
      {actions.dialog}
    </Stack>
  )
}
