import type { CollectionName } from '../../lib/collections'
import type { RecordOf, TypedPocketBase } from '../../lib/record-types'
import { exportFileName, topEventCounts, type EventCount } from './analytics-format'

export type AnalyticsEventRecord = RecordOf<'analytics_events'>
export type UniqueVisitorRecord = RecordOf<'unique_visitors'>
export type PresenceRecord = RecordOf<'presence'>

export const TOP_EVENTS = 5
export const RECENT_EVENTS = 10
export const DEBUG_VISITORS = 5
export const DEBUG_EVENTS = 10

/** The names the ingest stores for its own event types (pb_hooks/lib/tracking/batch-schema.js). */
export const BUILT_IN_EVENT_NAMES = ['page_view', 'session_start', 'session_end', 'consent_accept_all', 'consent_decline']

/** How many of the latest events are looked through for custom event names to count. */
const NAME_SAMPLE = 500

export async function countOf(pb: TypedPocketBase, collection: CollectionName, filter = ''): Promise<number> {
  const { totalItems } = await pb.collection(collection).getList(1, 1, { fields: 'id', filter, requestKey: null })
  return totalItems
}

export interface OverviewNumbers {
  totalEvents: number
  uniqueVisitors: number
  returningVisitors: number
  consents: number
}

export async function readOverviewNumbers(pb: TypedPocketBase): Promise<OverviewNumbers> {
  const [totalEvents, uniqueVisitors, returningVisitors, consents] = await Promise.all([
    countOf(pb, 'analytics_events'),
    countOf(pb, 'unique_visitors'),
    countOf(pb, 'unique_visitors', 'total_visits > 1'),
    countOf(pb, 'consent_records'),
  ])
  return { totalEvents, uniqueVisitors, returningVisitors, consents }
}

/**
 * The most frequent events with exact counts: every built-in name and the custom names among
 * the latest events are counted by the server, so no table is read whole.
 */
export async function readTopEvents(pb: TypedPocketBase): Promise<EventCount[]> {
  const sample = await pb.collection('analytics_events').getList(1, NAME_SAMPLE, { fields: 'event_name', sort: '-created', skipTotal: true, requestKey: null })
  const names = [...new Set([...BUILT_IN_EVENT_NAMES, ...sample.items.map(({ event_name }) => event_name)])]
  const counts = await Promise.all(names.map(async (name) => ({ name, count: await countOf(pb, 'analytics_events', pb.filter('event_name = {:name}', { name })) })))
  return topEventCounts(counts, TOP_EVENTS)
}

export async function readLatestEvents(pb: TypedPocketBase, limit: number): Promise<AnalyticsEventRecord[]> {
  const { items } = await pb.collection('analytics_events').getList(1, limit, { sort: '-created', skipTotal: true, requestKey: null })
  return items
}

export async function readLatestVisitors(pb: TypedPocketBase, limit: number): Promise<UniqueVisitorRecord[]> {
  const { items } = await pb.collection('unique_visitors').getList(1, limit, { sort: '-last_seen_at', skipTotal: true, requestKey: null })
  return items
}

export async function readPresenceRows(pb: TypedPocketBase): Promise<PresenceRecord[]> {
  return pb.collection('presence').getFullList({ sort: '-last_seen_at', requestKey: null })
}

/**
 * Downloads the server's CSV stream as `analytics-{date}.csv`. The route wants the admin's
 * Authorization header, which a plain link cannot send, so the answer is read as a blob.
 */
export async function downloadAnalyticsCsv(pb: TypedPocketBase): Promise<void> {
  const response = await fetch(new URL('/api/admin/analytics/export.csv', pb.baseURL), { headers: { Authorization: pb.authStore.token } })
  if (!response.ok) throw new Error(`Export failed: ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName(new Date())
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
