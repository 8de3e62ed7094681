import type { RealtimeService } from 'pocketbase'

type Listener = () => void

const listenersByService = new WeakMap<RealtimeService, Set<Listener>>()

/**
 * Calls `onLost` each time the realtime connection drops with subscriptions still active (the
 * SDK then reconnects by itself and says so with `PB_CONNECT`). The SDK has a single
 * `onDisconnect` slot; this lets every live list share it. Returns the unsubscribe.
 * Example: `const stop = onRealtimeLost(pb.realtime, () => setLink('reconnecting'))`.
 */
export function onRealtimeLost(realtime: RealtimeService, onLost: Listener): () => void {
  let listeners = listenersByService.get(realtime)
  if (!listeners) {
    const shared = new Set<Listener>()
    const previous = realtime.onDisconnect
    realtime.onDisconnect = (activeSubscriptions) => {
      previous?.(activeSubscriptions)
      // None left means every subscriber unsubscribed: nothing was lost.
      if (activeSubscriptions.length > 0) shared.forEach((listener) => listener())
    }
    listenersByService.set(realtime, shared)
    listeners = shared
  }
  const registered = listeners
  registered.add(onLost)
  return () => {
    registered.delete(onLost)
  }
}
