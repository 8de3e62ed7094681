import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { AuthContext, type AuthContextValue } from './auth-context'
import { createAuthSource } from './auth-source'
import { refreshSession } from './refresh-session'
import { signOut } from './sign-out'

interface AuthProviderProps {
  pb: TypedPocketBase
  children: ReactNode
}

/** Follows `pb.authStore` (restored from localStorage on start) and shares it with the tree. */
export function AuthProvider({ pb, children }: AuthProviderProps) {
  const [source] = useState(() => createAuthSource(pb.authStore))
  const auth = useSyncExternalStore(source.subscribe, source.getSnapshot)

  useEffect(() => {
    void refreshSession(pb)
  }, [pb])

  const value = useMemo<AuthContextValue>(() => ({ ...auth, signOut: () => signOut(pb) }), [auth, pb])
  return <AuthContext value={value}>{children}</AuthContext>
}
