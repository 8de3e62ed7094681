import type { ContactMessageRecord, TypedPocketBase, UserRecord } from '../../../lib/record-types'
import type { MessageStatus } from './message-status'

/** A message as the back office reads it: with the account that sent it, if any. */
export type MessageRow = ContactMessageRecord & { expand?: { user?: Pick<UserRecord, 'email'> } }

/** Read with every message, for "Sent by". */
export const MESSAGE_EXPAND = 'user'

/** One message, e.g. opened by its link. */
export function getMessage(pb: TypedPocketBase, id: string): Promise<MessageRow> {
  return pb.collection('contact_messages').getOne<MessageRow>(id, { expand: MESSAGE_EXPAND, requestKey: null })
}

/** Moves a message on; the server refuses a move its machine does not allow (400). */
export function updateMessageStatus(pb: TypedPocketBase, id: string, status: MessageStatus): Promise<MessageRow> {
  return pb.collection('contact_messages').update<MessageRow>(id, { status }, { expand: MESSAGE_EXPAND, requestKey: null })
}

/** Deletes a message for good. */
export function deleteMessage(pb: TypedPocketBase, id: string): Promise<boolean> {
  return pb.collection('contact_messages').delete(id, { requestKey: null })
}
