import { notifyError, notifySuccess } from '../../lib/notify'
import type { TypedPocketBase } from '../../lib/record-types'

/** Ends the session in this tab (and, through localStorage, in the others) and says so. */
export function signOut(pb: TypedPocketBase): void {
  try {
    pb.authStore.clear()
    notifySuccess('Signed Out', 'You have been successfully signed out')
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Failed to sign out'
    notifyError('Error', message)
  }
}
