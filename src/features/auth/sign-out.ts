import { notifyError, notifySuccess } from '../../lib/notify'
import type { TypedPocketBase } from '../../lib/record-types'

/** Ends the session in this tab (and, through localStorage, in the others) and says so. */
export function signOut(pb: TypedPocketBase): void {
  try {
    pb.authStore.clear()
    // A driver's loads and permits kept for offline reading leave with them.
    void import('../../lib/road-copy').then(({ clearRoadCopies }) => clearRoadCopies()).catch(() => undefined)
    notifySuccess('Signed Out', 'You have been successfully signed out')
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Failed to sign out'
    notifyError('Error', message)
  }
}
