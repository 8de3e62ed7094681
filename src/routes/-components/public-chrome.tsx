import { useNavigate, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import type { ChromeSlots } from '../../components/chrome-slots'
import { SiteLayout } from '../../components/site-layout'
import { greetingName } from '../../features/auth/greeting-name'
import { useAuth } from '../../features/auth/use-auth'
import { InstallAppButton } from '../../features/pwa/install-app-button'
import { OfflineBadge } from '../../features/pwa/offline-badge'

// The outbox's store (and IndexedDB's wrapper) come after the first paint: the badge shows
// only when something waits, and that is never what a first visit paints.
const OutboxIndicator = lazy(() => import('../../features/outbox/outbox-indicator').then(({ OutboxIndicator }) => ({ default: OutboxIndicator })))

/** The route of the pages only a signed-in user may see (src/routes/_public/_account). */
const SIGNED_IN_PAGES = '/_public/_account'

const slots: ChromeSlots = {
  topBar: <InstallAppButton layout="bar" />,
  status: (
    <>
      <OfflineBadge />
      <Suspense fallback={null}>
        <OutboxIndicator />
      </Suspense>
    </>
  ),
  menu: (closeMenu) => <InstallAppButton layout="menu" onPrompt={closeMenu} />,
}

/** The public site chrome, wired to the current session and given the app's widgets. */
export function PublicChrome({ children }: { children: ReactNode }) {
  const { user, isSignedIn, isAdmin, signOut } = useAuth()
  const navigate = useNavigate()
  const isOnSignedInPage = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === SIGNED_IN_PAGES) })

  // Signing out of a page that needs a session goes home, not to the sign-in screen.
  const onSignOut = () => {
    void signOut().then(() => {
      if (isOnSignedInPage) void navigate({ to: '/' })
    })
  }
  const account = { isSignedIn, isAdmin, name: isSignedIn ? greetingName(user) : '', onSignOut }
  return <SiteLayout account={account} slots={slots}>{children}</SiteLayout>
}
