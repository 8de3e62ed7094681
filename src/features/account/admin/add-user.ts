import type { TypedPocketBase, UserRecord } from '../../../lib/record-types'
import type { AddUserValues } from './user-form-schema'
import { editUserRecordFields } from './user-form-schema'

/**
 * Creates an account for someone else (pb_hooks/lib/admin-users.js): the server mails its
 * owner a link to choose a password. Rejects with the field errors of a 400, or a 502 when
 * the mail could not be sent (the account is then not kept).
 */
export function addUser(pb: TypedPocketBase, values: AddUserValues): Promise<UserRecord> {
  const body = { ...editUserRecordFields(values), email: values.email.trim() }
  return pb.send<UserRecord>('/api/admin/users', { method: 'POST', body, requestKey: null })
}
