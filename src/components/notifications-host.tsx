import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastArea } from '../lib/notify'

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
)

/**
 * The toast area: one toast at a time, 5 s each, at the top centre, where it covers no dialog's
 * or drawer's close button on a tablet (the top-right did). Mounted with the first toast (see
 * `lib/notify`), then kept so later toasts can animate in and out.
 */
export function NotificationsHost() {
  const isNeeded = useSyncExternalStore(toastArea.subscribe, toastArea.isNeeded, () => false)
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} autoClose={5000} position="top-center" zIndex={400} />
    </Suspense>
  )
}
