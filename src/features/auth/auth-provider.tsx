import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { AuthContext, type AuthContextValue } from './auth-context'
import { createAuthSource } from './auth-source'
import { signOut } from './sign-out'
import { useSessionRefresh } from './use-session-refresh'

interface AuthProviderProps {
  pb: TypedPocketBase
  children: ReactNode
}

/**
 * Follows `pb.authStore` (restored from localStorage on start, and changed by sign-in or
 * sign-out in other tabs through the same storage) and shares it with the tree.
 */
export function AuthProvider({ pb, children }: AuthProviderProps) {
  const [source] = useState(() => createAuthSource(pb.authStore))
  const auth = useSyncExternalStore(source.subscribe, source.getSnapshot)
  const { isRestoring, isRefreshing } = useSessionRefresh(pb)

  const value = useMemo<AuthContextValue>(
    () => ({
      ...auth,
      isLoading: isRestoring && auth.isSignedIn,
      isProfileLoading: isRefreshing && auth.isSignedIn,
      signOut: () => signOut(pb),
    }),
    [auth, isRestoring, isRefreshing, pb],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}
