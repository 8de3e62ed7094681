import type { LoadDocumentRecord, LoadRecord, LoadStopRecord, TypedPocketBase } from '../../../lib/record-types'
import { inStopOrder } from '../load-format'

/** A load as the driver's pages read it: with its stops in order and its documents. */
export interface DriverLoad extends LoadRecord {
  stops: LoadStopRecord[]
  documents: LoadDocumentRecord[]
}

type ExpandedLoad = LoadRecord & {
  expand?: {
    load_stops_via_load?: LoadStopRecord[]
    load_documents_via_load?: LoadDocumentRecord[]
  }
}

// On the road first, then dispatched, then scheduled; finished loads last.
const STATUS_ORDER: Record<string, number> = {
  in_transit: 0,
  dispatched: 1,
  scheduled: 2,
  delivered: 3,
  cancelled: 4,
}

/** Current loads first, each group by pickup date (finished ones newest first). */
export function currentFirst<L extends Pick<LoadRecord, 'status' | 'pickup_date'>>(loads: readonly L[]): L[] {
  return [...loads].sort((a, b) => {
    const byStatus = (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9)
    if (byStatus !== 0) return byStatus
    const byDate = a.pickup_date.localeCompare(b.pickup_date)
    return (STATUS_ORDER[a.status] ?? 0) >= 3 ? -byDate : byDate
  })
}

function toDriverLoad({ expand, ...load }: ExpandedLoad): DriverLoad {
  return {
    ...load,
    stops: inStopOrder(expand?.load_stops_via_load ?? []),
    documents: expand?.load_documents_via_load ?? [],
  }
}

export async function readDriverLoads(pb: TypedPocketBase, driverId: string): Promise<DriverLoad[]> {
  const loads = await pb.collection('loads').getFullList<ExpandedLoad>({
    filter: pb.filter('driver = {:driverId}', { driverId }),
    expand: 'load_stops_via_load,load_documents_via_load',
    requestKey: null,
  })
  return currentFirst(loads.map(toDriverLoad))
}

export const isFinished = (load: Pick<LoadRecord, 'status'>) => load.status === 'delivered' || load.status === 'cancelled'
