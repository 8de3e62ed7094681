import { useMemo } from 'react'
import type { AdminTableList } from '../../../components/admin/admin-table'
import { ALL_STATUSES, type TableControls } from '../../../components/admin/use-table-controls'
import { useLiveList } from '../../../lib/realtime/use-live-list'
import type { Role, TypedPocketBase, UserRecord } from '../../../lib/record-types'
import { findUsers, type NO_ROLE } from './user-directory'

/** Rows per page of the table. */
const PER_PAGE = 20
/**
 * Every account is read at once (a carrier's users number in the hundreds) and searched here:
 * the server lets only superusers filter by an e-mail its owner keeps private.
 */
const MOST_USERS = 1000

/**
 * The users as the admin table shows them: all accounts kept current through realtime,
 * searched by name, e-mail or company and narrowed to the role chip, one page at a time.
 */
export function useUserDirectory(pb: TypedPocketBase, controls: TableControls<UserRecord>): AdminTableList<UserRecord> {
  const live = useLiveList({ pb, collection: 'users', sort: '-created', page: 1, perPage: MOST_USERS })
  const role = controls.status === ALL_STATUSES ? undefined : (controls.status as Role | typeof NO_ROLE)
  const { items, totalItems } = useMemo(
    () => findUsers(live.items, { text: controls.searchText, role, page: controls.page, perPage: PER_PAGE }),
    [live.items, controls.searchText, role, controls.page],
  )
  return {
    status: live.status,
    items,
    totalItems,
    totalPages: Math.ceil(totalItems / PER_PAGE),
    perPage: PER_PAGE,
    newIds: live.newIds,
    reload: live.reload,
    connection: live.connection,
  }
}
