import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { useAuth } from '../../features/auth/use-auth'
import { MaintenanceCheck } from '../../features/site-settings/maintenance-check'
import { useMaintenanceGate } from '../../features/site-settings/use-maintenance-gate'
import { PublicChrome } from './public-chrome'

// Downloaded only while maintenance mode is on.
const MaintenancePage = lazy(() => import('../../features/site-settings/maintenance-page').then(({ MaintenancePage }) => ({ default: MaintenancePage })))
const MaintenanceNotice = lazy(() =>
  import('../../features/site-settings/maintenance-notice').then(({ MaintenanceNotice }) => ({ default: MaintenanceNotice })),
)

/**
 * A public page, known or not, in the site's chrome; or the maintenance page while the site is
 * closed (admins and /auth pass, with a notice that it is closed to everyone else).
 */
export function PublicPageOrMaintenance({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const { isAdmin, roles } = useAuth()
  const gate = useMaintenanceGate({ pathname, isAdmin, roles })

  if (gate.state === 'checking') return <MaintenanceCheck />
  if (gate.state === 'closed') {
    return (
      <Suspense fallback={<MaintenanceCheck />}>
        <MaintenancePage settings={gate.settings} />
      </Suspense>
    )
  }
  return (
    <PublicChrome>
      {gate.state === 'bypassed' && (
        <Suspense fallback={null}>
          <MaintenanceNotice />
        </Suspense>
      )}
      {children}
    </PublicChrome>
  )
}
