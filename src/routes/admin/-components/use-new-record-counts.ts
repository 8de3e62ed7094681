import type { TypedPocketBase } from '../../../lib/record-types'
import { useLiveCount } from '../../../lib/realtime/use-live-count'
import type { CountedCollection } from './admin-navigation'

export type NewRecordCounts = Record<CountedCollection, number | null>

const NEW = "status = 'new'"

/** New quotes, job applications and contact messages, counted again as they change. */
export function useNewRecordCounts(pb: TypedPocketBase): NewRecordCounts {
  return {
    quotes: useLiveCount({ pb, collection: 'quotes', filter: NEW }).count,
    job_applications: useLiveCount({ pb, collection: 'job_applications', filter: NEW }).count,
    contact_messages: useLiveCount({ pb, collection: 'contact_messages', filter: NEW }).count,
  }
}
