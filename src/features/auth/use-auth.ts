import { use } from 'react'
import { AuthContext, type AuthContextValue } from './auth-context'

/** The current session and `signOut`; only inside `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
