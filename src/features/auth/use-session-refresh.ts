import { useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { readStoredSession } from '../../lib/stored-session'
import { isSessionExpiring, refreshSession } from './refresh-session'

/** How often an open tab checks whether its session is about to end. */
export const SESSION_CHECK_INTERVAL_MS = 30_000

export interface SessionRefreshState {
  /** The session restored on start is being confirmed with the server. */
  isRestoring: boolean
  /** The user record (roles, profile) is being reloaded from the server. */
  isRefreshing: boolean
}

/**
 * Confirms a restored session on start, then renews it before it expires: every 30 s while
 * the tab is open, and at once when the tab comes back into view (timers sleep in hidden tabs).
 * Until the client is loaded (`null`), a stored session counts as being restored.
 */
export function useSessionRefresh(pb: TypedPocketBase | null): SessionRefreshState {
  const [hadSession] = useState(() => (pb ? pb.authStore.isValid : readStoredSession().isValid))
  const [isRestoring, setIsRestoring] = useState(hadSession)
  const [isRefreshing, setIsRefreshing] = useState(hadSession)

  useEffect(() => {
    if (!pb) return
    let isMounted = true
    const run = async (onlyWhenExpiring: boolean) => {
      if (!pb.authStore.token || (onlyWhenExpiring && !isSessionExpiring(pb))) return
      setIsRefreshing(true)
      await refreshSession(pb)
      if (isMounted) setIsRefreshing(false)
    }
    void run(false).finally(() => {
      if (isMounted) setIsRestoring(false)
    })

    const timer = window.setInterval(() => void run(true), SESSION_CHECK_INTERVAL_MS)
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void run(true)
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      isMounted = false
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [pb])

  return { isRestoring, isRefreshing }
}
