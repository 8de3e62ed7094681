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
