import { thumbnailSources } from '../../components/lazy-image-sources'
import type { FleetRecord, TypedPocketBase } from '../../lib/record-types'
import { distinctConfigurations, toFleetView, type FleetView } from './fleet-view'

/**
 * The available configurations, fewest axles first. A failed read is logged and yields an
 * empty list: the page still renders.
 */
export async function listAvailableFleet(pb: TypedPocketBase): Promise<FleetView[]> {
  try {
    const records = await pb.collection('fleet').getFullList<FleetRecord>({
      filter: pb.filter('status = {:status}', { status: 'available' }),
      sort: 'axle_count,created',
      requestKey: null,
    })
    return distinctConfigurations(
      records.map((record) => toFleetView(record, thumbnailSources(pb.files, record, record.image))),
    )
  } catch (error) {
    console.error('Failed to load the fleet', error)
    return []
  }
}
