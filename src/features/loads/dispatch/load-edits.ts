import type { LoadDocumentRecord, LoadRecord, LoadStopRecord, TypedPocketBase } from '../../../lib/record-types'
import { stopRecordFields, type StopValues } from './new-load-schema'

// Dispatch's edits of a load after creating it. The server numbers the stops (a stop's
// `position` is its index in the order) and refuses what the road already made final: these
// helpers say what to offer, the server has the last word (pb_hooks/lib/loads/stop-edits.js).

export type DocumentKind = Exclude<LoadDocumentRecord['kind'], ''>

export const isArrived = (stop: Pick<LoadStopRecord, 'arrived_at'>) => stop.arrived_at !== ''

/** The first index a stop may be put at: after every stop already arrived at. */
export function firstOpenIndex(stops: readonly Pick<LoadStopRecord, 'arrived_at'>[]): number {
  let first = 0
  stops.forEach((stop, index) => {
    if (isArrived(stop)) first = index + 1
  })
  return first
}

/** Whether the stops may be moved at all (before the load is in transit). */
export const canReorder = (load: Pick<LoadRecord, 'status'>) => load.status === 'scheduled' || load.status === 'dispatched'

/** Where a new stop goes by default: just before the last one (between pickup and delivery). */
export function defaultNewIndex(stops: readonly Pick<LoadStopRecord, 'arrived_at'>[]): number {
  return Math.max(firstOpenIndex(stops), stops.length - 1, 0)
}

export function addStop(pb: TypedPocketBase, loadId: string, position: number, values: StopValues) {
  return pb.collection('load_stops').create({ load: loadId, position, ...stopRecordFields(values) })
}

export function saveStop(pb: TypedPocketBase, stopId: string, values: StopValues) {
  return pb.collection('load_stops').update(stopId, stopRecordFields(values))
}

export function moveStop(pb: TypedPocketBase, stopId: string, position: number) {
  return pb.collection('load_stops').update(stopId, { position })
}

export function removeStop(pb: TypedPocketBase, stopId: string) {
  return pb.collection('load_stops').delete(stopId)
}

export function removeDocument(pb: TypedPocketBase, documentId: string) {
  return pb.collection('load_documents').delete(documentId)
}

/** One document upload (PDF or image), sent with its progress by the admin kit's upload queue. */
export function documentUpload(pb: TypedPocketBase, loadId: string, kind: DocumentKind, title: string, file: File) {
  const body = new FormData()
  body.append('load', loadId)
  body.append('kind', kind)
  body.append('title', title.trim() || file.name)
  body.append('file', file)
  return { method: 'POST' as const, url: pb.buildURL('/api/collections/load_documents/records'), body }
}
