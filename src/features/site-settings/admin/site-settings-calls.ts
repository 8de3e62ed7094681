import type { SiteSettingsRecord, TypedPocketBase } from '../../../lib/record-types'
import { maintenanceRecordFields, type MaintenanceValues } from './maintenance-schema'

/** The one settings record (the oldest, as the server reads it). Rejects if it cannot be read. */
export async function loadSiteSettings(pb: TypedPocketBase): Promise<SiteSettingsRecord> {
  const { items } = await pb.collection('site_settings').getList<SiteSettingsRecord>(1, 1, { sort: 'created', requestKey: null })
  const [record] = items
  if (!record) throw new Error('The site settings record is missing on the server.')
  return record
}

/** Saves the maintenance settings. Rejects with the server's field errors. */
export function saveMaintenance(pb: TypedPocketBase, id: string, values: MaintenanceValues): Promise<SiteSettingsRecord> {
  return pb.collection('site_settings').update<SiteSettingsRecord>(id, maintenanceRecordFields(values), { requestKey: null })
}
