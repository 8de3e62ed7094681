import { useRouter } from '@tanstack/react-router'
import { OfflineIndicator } from './offline-indicator'
import { UpdatePrompt } from './update-prompt'
import { useAppUpdate } from './use-app-update'

/** The installable app's page-wide pieces: service worker registration, update prompt, offline note. */
export function AppStatus() {
  const router = useRouter()
  // Reads made before the worker took over were not saved for offline use: make them again.
  const update = useAppUpdate({ onFirstControl: () => void router.invalidate() })
  return (
    <>
      <UpdatePrompt update={update} />
      <OfflineIndicator />
    </>
  )
}
