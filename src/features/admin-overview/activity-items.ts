import type { ContactMessageRecord, JobApplicationRecord, QuoteRecord, UserRecord } from '../../lib/record-types'

export type ActivityKind = 'quote' | 'application' | 'message' | 'signup'

/** One line of Recent Activity: what came in, from whom, when. */
export interface ActivityItem {
  kind: ActivityKind
  /** The record's id (the item's key is `kind:id`). */
  recordId: string
  /** PocketBase `created`, e.g. '2026-01-02 03:04:05.678Z'. */
  created: string
  title: string
  /** The places of a quote's route, shown before the detail. */
  route?: readonly string[]
  detail: string
}

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ').trim()

export const quoteActivity = (quote: QuoteRecord): ActivityItem => ({
  kind: 'quote',
  recordId: quote.id,
  created: quote.created,
  title: `Quote request from ${quote.customer_name}`,
  route: [quote.origin, quote.destination],
  detail: quote.equipment,
})

export const applicationActivity = (application: JobApplicationRecord): ActivityItem => ({
  kind: 'application',
  recordId: application.id,
  created: application.created,
  title: `Job application from ${fullName(application.first_name, application.last_name)}`,
  detail: application.job_title,
})

export const messageActivity = (message: ContactMessageRecord): ActivityItem => ({
  kind: 'message',
  recordId: message.id,
  created: message.created,
  title: `Message from ${message.name}`,
  detail: message.subject,
})

export const signupActivity = (user: UserRecord): ActivityItem => ({
  kind: 'signup',
  recordId: user.id,
  created: user.created,
  title: `New account: ${fullName(user.first_name, user.last_name) || user.email}`,
  detail: [user.company_name, user.email].filter(Boolean).join(' · '),
})

export const activityKey = ({ kind, recordId }: Pick<ActivityItem, 'kind' | 'recordId'>) => `${kind}:${recordId}`

/**
 * The newest `limit` items of several newest-first lists, newest first. PocketBase dates
 * ('2026-01-02 03:04:05.678Z') sort as text in time order.
 */
export function mergeActivity(lists: readonly (readonly ActivityItem[])[], limit: number): ActivityItem[] {
  return lists
    .flat()
    .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0))
    .slice(0, limit)
}
