import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { notifyError } from '../../lib/notify'
import type { AuthState } from './auth-state'

/**
 * For `beforeLoad`: sends a signed-out visitor to /auth, to come back here after signing in.
 * While a restored session is being confirmed the page decides nothing yet (it shows
 * Loading...); the guard runs again if the server rejects it (src/app.tsx), or for /admin
 * if it is confirmed without the admin role (src/routes/admin/route.tsx).
 */
export function requireSignedIn(auth: AuthState, location: ParsedLocation): void {
  if (auth.isLoading || auth.isSignedIn) return
  throw redirect({ to: '/auth', search: { redirect: location.href } })
}

/** For `beforeLoad`: only admins pass; anyone else signed in goes home with a message. */
export function requireAdmin(auth: AuthState, location: ParsedLocation, isPreload: boolean): void {
  requireSignedIn(auth, location)
  if (auth.isLoading || auth.isAdmin) return
  // A preload (link hover) must not toast; only a real visit does.
  if (!isPreload) {
    notifyError('Access Denied', "You don't have admin privileges.")
  }
  throw redirect({ to: '/', replace: true })
}
