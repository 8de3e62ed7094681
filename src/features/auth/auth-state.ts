import { ROLES } from '../../lib/roles'
import type { Role, UserRecord } from '../../lib/record-types'

/** Who is signed in, as the site chrome and route guards need it. */
export interface AuthState {
  user: UserRecord | null
  /** In the order stored on the user; the first is the primary role. */
  roles: readonly Role[]
  primaryRole: Role | null
  isSignedIn: boolean
  isAdmin: boolean
  /** A session restored on start is still being confirmed with the server. */
  isLoading: boolean
}

export const signedOut: AuthState = {
  user: null,
  roles: [],
  primaryRole: null,
  isSignedIn: false,
  isAdmin: false,
  isLoading: false,
}

function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value)
}

/** What a session needs to be read: the SDK's auth store, or the session stored in localStorage. */
export interface SessionLike {
  readonly isValid: boolean
  readonly record: object | null
}

/** Reads a session; only a valid session of the `users` collection counts as signed in. */
export function readAuthState(session: SessionLike): AuthState {
  const record = session.record as { collectionName?: unknown } | null
  if (!session.isValid || record?.collectionName !== 'users') return signedOut
  const user = record as unknown as UserRecord
  const roles = Array.isArray(user.roles) ? user.roles.filter(isRole) : []
  return {
    user,
    roles,
    primaryRole: roles[0] ?? null,
    isSignedIn: true,
    isAdmin: roles.includes('admin'),
    isLoading: false,
  }
}

/** True when the signed-in user holds at least one of `wanted`. */
export function hasAnyRole(auth: AuthState, wanted: readonly Role[]): boolean {
  return auth.roles.some((role) => wanted.includes(role))
}
