import type { ErasedRows } from './forget-visitor'

/** How each collection's rows are named to the visitor, singular and plural. */
const ROW_NAMES: Record<string, [string, string]> = {
  analytics_events: ['recorded event (page views and the like)', 'recorded events (page views and the like)'],
  unique_visitors: ['visitor record', 'visitor records'],
  consent_records: ['record of your consent answer', 'records of your consent answers'],
  presence: ['live presence entry', 'live presence entries'],
  session_recordings: ['session recording', 'session recordings'],
  session_events: ['session recording event', 'session recording events'],
}

/** One line per kind of row erased, e.g. "12 recorded events (page views and the like)". */
export function erasedSummary(erased: ErasedRows): string[] {
  return Object.entries(erased).map(([collection, count]) => {
    const [one, many] = ROW_NAMES[collection] ?? [collection.replaceAll('_', ' '), collection.replaceAll('_', ' ')]
    return `${count} ${count === 1 ? one : many}`
  })
}
