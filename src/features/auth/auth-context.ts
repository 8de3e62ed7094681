import { createContext } from 'react'
import type { AuthState } from './auth-state'

export interface AuthContextValue extends AuthState {
  signOut: () => void
}

export const AuthContext = createContext<AuthContextValue | null>(null)
