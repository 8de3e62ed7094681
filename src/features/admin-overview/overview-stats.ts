import { IconChartLine, IconClick, IconCookie, IconPhoto, IconTool, IconUsers } from '@tabler/icons-react'
import type { CollectionName } from '../../lib/collections'
import type { TypedPocketBase } from '../../lib/record-types'

export interface OverviewStat {
  label: string
  collection: CollectionName
  icon: typeof IconUsers
}

/** The spec's six cards, in its order, each the number of records of one collection. */
export const OVERVIEW_STATS: readonly OverviewStat[] = [
  { label: 'Unique Visitors', collection: 'unique_visitors', icon: IconChartLine },
  { label: 'Analytics Events', collection: 'analytics_events', icon: IconClick },
  { label: 'Consent Records', collection: 'consent_records', icon: IconCookie },
  { label: 'Total Users', collection: 'users', icon: IconUsers },
  { label: 'Gallery Images', collection: 'gallery_images', icon: IconPhoto },
  { label: 'Services', collection: 'services', icon: IconTool },
]

/** How many records of `collection` the admin may list (one row read, its total kept). */
export async function countRecords(pb: TypedPocketBase, collection: CollectionName): Promise<number> {
  const { totalItems } = await pb.collection(collection).getList(1, 1, { fields: 'id', requestKey: null })
  return totalItems
}
