const LOCK_NAME = 'ironbridge-outbox-delivery'

/**
 * Runs `task` while no other tab or worker of this site delivers the outbox (Web Locks); waits
 * its turn otherwise. Without Web Locks it runs at once: the record ids still prevent doubles.
 */
export async function withDeliveryLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks
  if (!locks) return task()
  return locks.request(LOCK_NAME, task)
}
