import type { OutboxEntry } from '../../../lib/outbox/outbox-entry'
import type { LoadRecord, LoadStopRecord } from '../../../lib/record-types'

/** What waits in this device's outbox for one load, oldest first. */
export function waitingFor(entries: readonly OutboxEntry[], loadId: string): OutboxEntry[] {
  return entries.filter(
    (entry) => (entry.collection === 'load_updates' || entry.collection === 'load_documents') && entry.fields.load === loadId,
  )
}

const pendingKind = (entries: readonly OutboxEntry[], kind: string, stopId?: string) =>
  entries.find(
    (entry) => entry.collection === 'load_updates' && entry.fields.kind === kind && (stopId === undefined || entry.fields.stop === stopId),
  )

/** A stop as the driver sees it: the server's times, or the time of a tap that waits to be sent. */
export function stopAsDone(stop: LoadStopRecord, waiting: readonly OutboxEntry[]) {
  const arrived = pendingKind(waiting, 'arrived', stop.id)
  const departed = pendingKind(waiting, 'departed', stop.id)
  return {
    arrivedAt: stop.arrived_at || String(arrived?.fields.happened_at ?? ''),
    departedAt: stop.departed_at || String(departed?.fields.happened_at ?? ''),
    arrivalWaiting: !stop.arrived_at && arrived !== undefined,
    departureWaiting: !stop.departed_at && departed !== undefined,
  }
}

/** The load's status once what waits is sent (the server decides; this is what the driver expects). */
export function statusAsDone(
  load: Pick<LoadRecord, 'status'>,
  stops: readonly LoadStopRecord[],
  waiting: readonly OutboxEntry[],
): LoadRecord['status'] {
  let status = load.status
  for (const entry of waiting) {
    if (entry.collection !== 'load_updates') continue
    const kind = entry.fields.kind
    const stop = stops.find(({ id }) => id === entry.fields.stop)
    if (kind === 'accepted' && status === 'scheduled') status = 'dispatched'
    if (kind === 'departed' && stop?.kind === 'pickup' && status === 'dispatched') status = 'in_transit'
    if (kind === 'in_transit' || kind === 'delivered') status = kind
  }
  return status
}

export const hasWaitingProof = (waiting: readonly OutboxEntry[]) =>
  waiting.some((entry) => entry.collection === 'load_documents' && entry.fields.kind === 'proof_of_delivery')

/**
 * What the order of the stops allows now, counting what waits to be sent (the server checks
 * the same): `blockedBy[i]` is the place to leave before arriving at stop i (null when it may
 * be arrived at), and `lastStop` the place to arrive at before Delivered (null when done).
 */
export function stopOrder(stops: readonly LoadStopRecord[], waiting: readonly OutboxEntry[]) {
  const done = stops.map((stop) => stopAsDone(stop, waiting))
  const blockedBy = stops.map((_, index) => {
    const previous = index > 0 ? stops[index - 1] : undefined
    return previous && !done[index - 1]?.departedAt ? previous.place : null
  })
  const last = stops.at(-1)
  return { blockedBy, lastStop: last && !done.at(-1)?.arrivedAt ? last.place : null }
}
