import { notifyError, notifySuccess } from '../../lib/notify'
import type { TypedPocketBase } from '../../lib/record-types'
import { ROAD_COPY_DATABASE } from '../../lib/road-copy-database'

/** Ends the session in this tab (and, through localStorage, in the others) and says so. */
export function signOut(pb: TypedPocketBase): void {
  try {
    pb.authStore.clear()
    // A driver's loads and permits kept for offline reading leave with them.
    globalThis.indexedDB?.deleteDatabase(ROAD_COPY_DATABASE)
    notifySuccess('Signed Out', 'You have been successfully signed out')
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Failed to sign out'
    notifyError('Error', message)
  }
}
