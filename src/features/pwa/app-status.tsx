import { useRouter, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useCallback } from 'react'
import { OfflineIndicator } from './offline-indicator'
import { useAppUpdate } from './use-app-update'
import { useMissingOfflineData } from './use-missing-offline-data'

// Loaded only once an update waits, so the first visit does not download the dialog code.
const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })))

// Loaded once the first worker takes over, which happens once per device.
const saveEarlyReads = () => void import('./save-early-reads').then((module) => module.saveReadsMadeBeforeControl())

/** The installable app's page-wide pieces: service worker registration, update prompt, offline note. */
export function AppStatus() {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Reads that failed offline are worth making again once the connection is back.
  const reloadData = useCallback(() => void router.invalidate(), [router])
  const update = useAppUpdate({ onFirstControl: saveEarlyReads })
  const isDataMissing = useMissingOfflineData({ pathname, onReconnect: reloadData })
  return (
    <>
      {update.isUpdateReady && (
        <Suspense fallback={null}>
          <UpdatePrompt update={update} />
        </Suspense>
      )}
      <OfflineIndicator isDataMissing={isDataMissing} />
    </>
  )
}
