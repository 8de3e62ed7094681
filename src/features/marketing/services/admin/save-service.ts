import type { ServiceRecord, TypedPocketBase } from '../../../../lib/record-types'
import { serviceRecordFields, type ServiceValues } from './service-schema'

/** The next place in the public order: after every service there is. */
async function nextSortOrder(pb: TypedPocketBase): Promise<number> {
  const { items } = await pb.collection('services').getList<ServiceRecord>(1, 1, { sort: '-sort_order', fields: 'sort_order', requestKey: null })
  return (items[0]?.sort_order ?? 0) + 1
}

/** Adds a service after the others on /services. Rejects with the server's field errors. */
export async function addService(pb: TypedPocketBase, values: ServiceValues): Promise<ServiceRecord> {
  const sort_order = await nextSortOrder(pb)
  return pb.collection('services').create<ServiceRecord>({ ...serviceRecordFields(values), sort_order }, { requestKey: null })
}

/** Saves an edited service. Rejects with the server's field errors. */
export function updateService(pb: TypedPocketBase, id: string, values: ServiceValues): Promise<ServiceRecord> {
  return pb.collection('services').update<ServiceRecord>(id, serviceRecordFields(values), { requestKey: null })
}
