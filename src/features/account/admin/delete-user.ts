import { errorMessage } from '../../../lib/api-error'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { TypedPocketBase } from '../../../lib/record-types'

/**
 * Deletes an account and toasts the outcome; a refusal rethrows, so the confirmation dialog
 * stays open with the server's reason (the last administrator, say).
 */
export async function deleteUser(pb: TypedPocketBase, id: string): Promise<void> {
  try {
    await pb.collection('users').delete(id, { requestKey: null })
  } catch (error) {
    if (errorMessage(error, '') !== undefined) notifyError('Delete Failed', 'Failed to delete user.')
    throw error
  }
  notifySuccess('User Deleted', 'User has been deleted successfully.')
}
