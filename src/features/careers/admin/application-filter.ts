import { liveFilter, type LiveFilter } from '../../../lib/realtime/live-filter'
import type { ApplicationRow } from './application-calls'
import type { ApplicationStatus } from './application-status'

const SEARCHED_FIELDS = ['first_name', 'last_name', 'email', 'job_title', 'city', 'state'] as const

interface FilterBuilder {
  filter(expression: string, params: Record<string, unknown>): string
}

/**
 * Applications of one status (or all) holding every word of the search in some field, so
 * "Sam Ortega" or "driver Dayton" find what an admin means. The same test runs on live events.
 */
export function applicationFilter(pb: FilterBuilder, status: ApplicationStatus | undefined, search: string): LiveFilter<ApplicationRow> {
  const words = search.split(/\s+/).filter(Boolean)
  const parts = [
    liveFilter<ApplicationRow>(pb, { equals: { status } }),
    ...words.map((text) => liveFilter<ApplicationRow>(pb, { search: { text, fields: SEARCHED_FIELDS } })),
  ]
  return {
    filter: parts
      .map(({ filter }) => filter)
      .filter(Boolean)
      .join(' && '),
    matches: (record) => parts.every(({ matches }) => matches(record)),
  }
}
