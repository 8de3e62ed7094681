import type { StatusLook } from '../../../components/status-badge'
import type { ContactMessageRecord } from '../../../lib/record-types'

export type MessageStatus = Exclude<ContactMessageRecord['status'], ''>

/**
 * The moves the server allows (pb_hooks/lib/status-machines.js, checked by a parity test):
 * new to read or archived; read to archived; archived back to read. Never back to new.
 */
export const MESSAGE_TRANSITIONS: Readonly<Record<MessageStatus, readonly MessageStatus[]>> = {
  new: ['read', 'archived'],
  read: ['archived'],
  archived: ['read'],
}

/** Badges in shades their text stays readable on (WCAG AA). */
export const MESSAGE_STATUS_LOOKS: Record<MessageStatus, StatusLook> = {
  new: { label: 'New', color: 'yellow.4' },
  read: { label: 'Read', color: 'blue.8' },
  archived: { label: 'Archived', color: 'gray.7' },
}

/** A message's status; one stored without a status (older data) is new. */
export function messageStatusOf(status: ContactMessageRecord['status']): MessageStatus {
  return status || 'new'
}

/** The statuses a message may move to now: `nextMessageStatuses('archived')` is read. */
export function nextMessageStatuses(status: ContactMessageRecord['status']): readonly MessageStatus[] {
  return MESSAGE_TRANSITIONS[messageStatusOf(status)]
}

/** The words on the button that moves a message from `from` to `to`: taking it out of the archive is "Unarchive". */
export function messageActionLabel(from: ContactMessageRecord['status'], to: MessageStatus): string {
  if (to === 'archived') return 'Archive'
  return messageStatusOf(from) === 'archived' ? 'Unarchive' : 'Mark read'
}

export const MESSAGE_STATUS_OPTIONS = (Object.keys(MESSAGE_STATUS_LOOKS) as MessageStatus[]).map((value) => ({
  value,
  label: MESSAGE_STATUS_LOOKS[value].label,
}))
