import type { ReactNode } from 'react'
import { SiteLayout } from '../../components/site-layout'
import { useAuth } from '../../features/auth/use-auth'

/** The public site chrome, wired to the current session. */
export function PublicChrome({ children }: { children: ReactNode }) {
  const { isSignedIn, isAdmin, signOut } = useAuth()
  return <SiteLayout account={{ isSignedIn, isAdmin, onSignOut: signOut }}>{children}</SiteLayout>
}
