import { useEffect, useEffectEvent } from 'react'
import { onOutboxEvent } from '../../../lib/outbox/outbox-events'

/**
 * Calls `onSettled` each time this device's outbox has delivered an entry or had one refused
 * (from this tab, another or the service worker): what the server holds has moved on from
 * what the page last read, and the taps it showed as waiting are no longer in the outbox.
 */
export function useRoadEntriesSent(onSettled: () => void): void {
  const settled = useEffectEvent(onSettled)
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'delivered' || event.type === 'rejected') settled()
      }),
    [],
  )
}
