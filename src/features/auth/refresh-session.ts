import type { TypedPocketBase } from '../../lib/record-types'
import { isTokenValid } from '../../lib/stored-session'

/** Renew a session once fewer than this many seconds of it remain. */
export const REFRESH_MARGIN_SECONDS = 90

const sessionRejected = [401, 403, 404]
const gatewayBusy = [502, 503, 504]
const RETRY_DELAYS_MS = [200, 400, 800, 1600]

const inFlight = new WeakMap<TypedPocketBase, Promise<void>>()

/** Whether the session ends within the refresh margin (and so should be renewed now). */
export function isSessionExpiring(pb: TypedPocketBase): boolean {
  return !!pb.authStore.token && !isTokenValid(pb.authStore.token, Date.now() / 1000 + REFRESH_MARGIN_SECONDS)
}

/** The HTTP status of a failed SDK call (its ClientResponseError), read without importing the SDK. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

async function authRefreshWithRetries(pb: TypedPocketBase): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await pb.collection('users').authRefresh({ requestKey: null })
      return
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt]
      const isBusy = gatewayBusy.includes(statusOf(error) ?? 0)
      if (!isBusy || delay === undefined) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

async function refresh(pb: TypedPocketBase): Promise<void> {
  if (!pb.authStore.token) return
  if (!pb.authStore.isValid) {
    pb.authStore.clear()
    return
  }
  try {
    await authRefreshWithRetries(pb)
  } catch (error) {
    if (sessionRejected.includes(statusOf(error) ?? 0)) {
      pb.authStore.clear()
    } else {
      console.warn('Could not refresh the session; keeping it for now.', error)
    }
  }
}

/**
 * Renews the session and reloads the user (so roles changed by an admin apply), or forgets a
 * session the server no longer accepts. Other failures (offline) keep the session. Calls made
 * while one is under way share it.
 */
export function refreshSession(pb: TypedPocketBase): Promise<void> {
  const running = inFlight.get(pb)
  if (running) return running
  const started = refresh(pb).finally(() => inFlight.delete(pb))
  inFlight.set(pb, started)
  return started
}
