import { thumbnailSources } from '../../components/lazy-image-sources'
import type { FleetRecord, TypedPocketBase } from '../../lib/record-types'
import { toFleetView, type FleetView } from './fleet-view'

/** The available vehicles, fewest axles first. A failed read rejects, for the route to show. */
export async function listAvailableFleet(pb: TypedPocketBase): Promise<FleetView[]> {
  const records = await pb.collection('fleet').getFullList<FleetRecord>({
    filter: pb.filter('status = {:status}', { status: 'available' }),
    sort: 'axle_count,created',
    requestKey: null,
  })
  return records.map((record) => toFleetView(record, thumbnailSources(pb.files, record, record.image)))
}
