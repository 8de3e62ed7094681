import { useNavigate, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SiteLayout } from '../../components/site-layout'
import { useAuth } from '../../features/auth/use-auth'

/** The route of the pages only a signed-in user may see (src/routes/_public/_account). */
const SIGNED_IN_PAGES = '/_public/_account'

/** The public site chrome, wired to the current session. */
export function PublicChrome({ children }: { children: ReactNode }) {
  const { isSignedIn, isAdmin, signOut } = useAuth()
  const navigate = useNavigate()
  const isOnSignedInPage = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === SIGNED_IN_PAGES) })

  // Signing out of a page that needs a session goes home, not to the sign-in screen.
  const onSignOut = () => {
    signOut()
    if (isOnSignedInPage) void navigate({ to: '/' })
  }
  return <SiteLayout account={{ isSignedIn, isAdmin, onSignOut }}>{children}</SiteLayout>
}
