import { useRouter, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useCallback } from 'react'

// A chunk of its own, so the first download of every page carries none of it.
const VisitorTracking = lazy(() =>
  import('../../features/tracking/visitor-tracking').then((module) => ({ default: module.VisitorTracking })),
)

/**
 * The consent banner and, after Accept, the tracker, fed with the router's navigations.
 * The back office is neither asked nor tracked: its pages are staff work, not visits.
 */
export function TrackedVisits() {
  const router = useRouter()
  const isBackOffice = useRouterState({ select: (state) => state.location.pathname.startsWith('/admin') })
  const subscribeToPages = useCallback((listener: () => void) => router.subscribe('onResolved', listener), [router])
  if (isBackOffice) return null
  return (
    <Suspense fallback={null}>
      <VisitorTracking subscribeToPages={subscribeToPages} />
    </Suspense>
  )
}
