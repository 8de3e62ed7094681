import { useEffect, useRef } from 'react'
import type { AuthState } from './auth-state'

/** Who is signed in and with which roles; the same while a session is restored or renewed. */
export function sessionIdentity(auth: AuthState): string {
  return auth.user ? `${auth.user.id}:${auth.roles.join(',')}` : ''
}

/**
 * Calls `onChange` when someone else signs in, the user signs out, or their roles change.
 * Confirming a restored session and renewing it do not count, so pages do not load twice.
 */
export function useSessionChange(auth: AuthState, onChange: () => void): void {
  const identity = sessionIdentity(auth)
  const lastIdentity = useRef(identity)
  useEffect(() => {
    if (lastIdentity.current === identity) return
    lastIdentity.current = identity
    onChange()
  }, [identity, onChange])
}
