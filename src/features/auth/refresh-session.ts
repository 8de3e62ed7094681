import { ClientResponseError } from 'pocketbase'
import type { TypedPocketBase } from '../../lib/record-types'

const sessionRejected = [401, 403, 404]

/**
 * Renews a restored session and reloads the user (so roles changed by an admin apply), or
 * forgets a session the server no longer accepts. Other failures (offline) keep the session.
 */
export async function refreshSession(pb: TypedPocketBase): Promise<void> {
  if (!pb.authStore.token) return
  if (!pb.authStore.isValid) {
    pb.authStore.clear()
    return
  }
  try {
    await pb.collection('users').authRefresh({ requestKey: null })
  } catch (error) {
    if (error instanceof ClientResponseError && sessionRejected.includes(error.status)) {
      pb.authStore.clear()
    } else {
      console.warn('Could not refresh the session; keeping it for now.', error)
    }
  }
}
