import { useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { loadPocketBase } from '../../lib/pocketbase'
import { AuthContext, type AuthContextValue } from './auth-context'
import { createAuthSource } from './auth-source'
import { signOut } from './sign-out'
import { createStoredSessionSource } from './stored-session-source'
import { useLoadedPocketBase } from './use-loaded-pocketbase'
import { useSessionRefresh } from './use-session-refresh'

/**
 * Shares the session with the tree: read from localStorage until the PocketBase client is
 * loaded, then followed through `pb.authStore` (changed by sign-in, sign-out, refreshes and,
 * through the same storage, other tabs).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const pb = useLoadedPocketBase()
  const source = useMemo(() => (pb ? createAuthSource(pb.authStore) : createStoredSessionSource()), [pb])
  const auth = useSyncExternalStore(source.subscribe, source.getSnapshot)
  const { isRestoring, isRefreshing } = useSessionRefresh(pb)

  const value = useMemo<AuthContextValue>(
    () => ({
      ...auth,
      isLoading: isRestoring && auth.isSignedIn,
      isProfileLoading: isRefreshing && auth.isSignedIn,
      signOut: () => loadPocketBase().then(signOut),
    }),
    [auth, isRestoring, isRefreshing],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}
