import type { ServiceRecord, TypedPocketBase } from '../../../lib/record-types'

/** The services offered now, in their public order. A failed read rejects. */
export function listActiveServices(pb: TypedPocketBase): Promise<ServiceRecord[]> {
  return pb.collection('services').getFullList<ServiceRecord>({
    filter: pb.filter('active = {:active}', { active: true }),
    sort: 'sort_order,created',
    requestKey: null,
  })
}
