import { useCallback, useMemo } from 'react'
import type { LiveList } from '../../lib/realtime/use-live-list'
import { useLiveList } from '../../lib/realtime/use-live-list'
import type { LiveConnection } from '../../lib/realtime/use-realtime-feed'
import type { TypedPocketBase } from '../../lib/record-types'
import {
  activityKey,
  applicationActivity,
  mergeActivity,
  messageActivity,
  quoteActivity,
  signupActivity,
  type ActivityItem,
} from './activity-items'

/** How many of each kind are read; the feed shows the newest `SHOWN` of them all. */
const PER_KIND = 8
const SHOWN = 10

// The worst state of the four subscriptions is the feed's.
const CONNECTION_ORDER: LiveConnection[] = ['offline', 'reconnecting', 'connecting', 'live']

export interface RecentActivity {
  status: 'loading' | 'error' | 'ready'
  items: ActivityItem[]
  /** Keys (`kind:id`) of items that arrived while the page was open. */
  newKeys: ReadonlySet<string>
  /** Some kinds could not be read (the others are shown). */
  hasFailed: boolean
  connection: LiveConnection
  reload: () => Promise<void>
}

function keysOf(list: Pick<LiveList<{ id: string }>, 'newIds'>, kind: ActivityItem['kind']): string[] {
  return [...list.newIds].map((recordId) => activityKey({ kind, recordId }))
}

/**
 * The latest quotes, job applications, contact messages and sign-ups, merged newest first and
 * kept current through realtime. Example: `const activity = useRecentActivity(pb)`.
 */
export function useRecentActivity(pb: TypedPocketBase): RecentActivity {
  const newest = { pb, sort: '-created', page: 1, perPage: PER_KIND } as const
  const quotes = useLiveList({ ...newest, collection: 'quotes' })
  const applications = useLiveList({ ...newest, collection: 'job_applications' })
  const messages = useLiveList({ ...newest, collection: 'contact_messages' })
  const users = useLiveList({ ...newest, collection: 'users' })
  const lists = [quotes, applications, messages, users]

  const items = useMemo(
    () =>
      mergeActivity(
        [quotes.items.map(quoteActivity), applications.items.map(applicationActivity), messages.items.map(messageActivity), users.items.map(signupActivity)],
        SHOWN,
      ),
    [quotes.items, applications.items, messages.items, users.items],
  )
  const newKeys = useMemo(
    () => new Set([...keysOf(quotes, 'quote'), ...keysOf(applications, 'application'), ...keysOf(messages, 'message'), ...keysOf(users, 'signup')]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the marks matter
    [quotes.newIds, applications.newIds, messages.newIds, users.newIds],
  )

  const { reload: reloadQuotes } = quotes
  const { reload: reloadApplications } = applications
  const { reload: reloadMessages } = messages
  const { reload: reloadUsers } = users
  const reload = useCallback(async () => {
    await Promise.allSettled([reloadQuotes(), reloadApplications(), reloadMessages(), reloadUsers()])
  }, [reloadQuotes, reloadApplications, reloadMessages, reloadUsers])

  const statuses = lists.map((list) => list.status)
  const status = statuses.every((value) => value === 'error') ? 'error' : statuses.includes('loading') && items.length === 0 ? 'loading' : 'ready'
  const connection = CONNECTION_ORDER.find((state) => lists.some((list) => list.connection === state)) ?? 'live'
  return { status, items, newKeys, hasFailed: statuses.includes('error'), connection, reload }
}
