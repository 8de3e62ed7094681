import { useSyncExternalStore } from 'react'
import { outboxSnapshot, type OutboxSnapshot } from './outbox-snapshot'

/** The submissions waiting on this device and which one is being sent; re-renders on any change. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(outboxSnapshot.subscribe, outboxSnapshot.get, outboxSnapshot.getServer)
}
