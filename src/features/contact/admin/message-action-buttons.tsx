import { ActionIcon, Button, Group, VisuallyHidden, type ButtonProps } from '@mantine/core'
import { IconArchive, IconArrowBackUp, IconMailOpened, IconTrash } from '@tabler/icons-react'
import type { MouseEvent } from 'react'
import { replyLink } from './admin-texts'
import type { MessageRow } from './message-calls'
import { messageActionLabel, nextMessageStatuses, type MessageStatus } from './message-status'
import type { MessageActions } from './use-message-actions'

interface ActionButtonsProps {
  message: MessageRow
  actions: MessageActions
  /** In a list, each button also names the sender for screen readers. */
  inList?: boolean
}

const MOVE_LOOKS: Record<MessageStatus, Pick<ButtonProps, 'variant' | 'color' | 'leftSection'>> = {
  new: { variant: 'default' },
  read: { variant: 'default', leftSection: <IconMailOpened size={16} aria-hidden="true" /> },
  archived: { variant: 'default', leftSection: <IconArchive size={16} aria-hidden="true" /> },
}

// A control inside a table row must not also open the row.
const stop = (event: MouseEvent) => event.stopPropagation()

function Whose({ message, inList }: Pick<ActionButtonsProps, 'message' | 'inList'>) {
  return inList ? (
    <>
      {' '}
      <VisuallyHidden component="span">({message.name})</VisuallyHidden>
    </>
  ) : null
}

/** Answers in the admin's mail program, subject "Re: …". */
export function ReplyButton({ message, inList }: Omit<ActionButtonsProps, 'actions'>) {
  return (
    <Button
      component="a"
      href={replyLink(message)}
      size="sm"
      mih={44}
      variant="filled"
      color="blue.8"
      leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
      onClick={stop}
    >
      Reply
      <Whose message={message} inList={inList} />
    </Button>
  )
}

/** The moves the inbox allows from here: Mark read, Archive, or Unarchive. */
export function MessageStatusButtons({ message, actions, inList }: ActionButtonsProps) {
  return nextMessageStatuses(message.status).map((status) => (
    <Button
      key={status}
      size="sm"
      mih={44}
      {...MOVE_LOOKS[status]}
      loading={actions.isPending(message.id, status)}
      onClick={(event) => {
        stop(event)
        void actions.changeStatus(message, status)
      }}
    >
      {messageActionLabel(message.status, status)}
      <Whose message={message} inList={inList} />
    </Button>
  ))
}

/** Deletes after the confirmation. */
export function DeleteMessageButton({ message, actions, onDeleted }: ActionButtonsProps & { onDeleted?: () => void }) {
  return (
    <ActionIcon
      size={44}
      variant="subtle"
      color="red.9"
      aria-label={`Delete message from ${message.name}`}
      onClick={(event) => {
        stop(event)
        actions.remove(message, onDeleted)
      }}
    >
      <IconTrash size={20} aria-hidden="true" />
    </ActionIcon>
  )
}

/** Everything an admin does to one message from a list row or card. */
export function MessageRowActions({ message, actions }: Omit<ActionButtonsProps, 'inList'>) {
  return (
    <Group gap="xs" wrap="wrap">
      <ReplyButton message={message} inList />
      <MessageStatusButtons message={message} actions={actions} inList />
      <DeleteMessageButton message={message} actions={actions} />
    </Group>
  )
}
