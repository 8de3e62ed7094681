import { useEffect } from 'react'
import { ConsentBanner } from './consent-banner'
import type { TrackerOptions } from './tracker'
import { useConsentChoice } from './use-consent-choice'

function useTrackerWhile(isAccepted: boolean, subscribeToPages: TrackerOptions['subscribeToPages']) {
  useEffect(() => {
    if (!isAccepted) return
    let stop: (() => void) | undefined
    let isCancelled = false
    // The tracker's code is downloaded only now, after Accept.
    import('./tracker')
      .then(({ startTracker }) => {
        if (!isCancelled) stop = startTracker({ subscribeToPages })
      })
      // Analytics failing to load must not disturb the visit.
      .catch(() => {})
    return () => {
      isCancelled = true
      stop?.()
    }
  }, [isAccepted, subscribeToPages])
}

/**
 * The consent banner until the visitor chooses, and the tracker once they accept. The route
 * gives `subscribeToPages` (the router's navigations); keep it stable, or the tracker restarts.
 */
export function VisitorTracking({ subscribeToPages }: Pick<TrackerOptions, 'subscribeToPages'>) {
  const choice = useConsentChoice()
  useTrackerWhile(choice === 'accepted', subscribeToPages)
  return choice === null ? <ConsentBanner /> : null
}
