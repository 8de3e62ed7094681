import { useSyncExternalStore } from 'react'
import { isSiteReachable, subscribeToConnectivity } from './connectivity'

/**
 * Whether the site can be reached: the browser has a network and requests to it succeed
 * (see connectivity.ts), updated as that changes.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToConnectivity, isSiteReachable, () => true)
}
