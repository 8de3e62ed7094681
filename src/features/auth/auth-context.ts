import { createContext } from 'react'
import type { AuthState } from './auth-state'

export interface AuthContextValue extends AuthState {
  /** The user's roles and profile are being reloaded from the server. */
  isProfileLoading: boolean
  /** Resolves once the session is gone. */
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)
