import { Stack } from '@mantine/core'
import type { TypedPocketBase } from '../../lib/record-types'
import classes from './admin-overview.module.css'
import { QuickActions } from './quick-actions'
import { RecentActivity } from './recent-activity'
import { StatCards } from './stat-cards'
import { useOverviewCounts } from './use-overview-counts'
import { useRecentActivity } from './use-recent-activity'

/** The admin dashboard: the six totals, quick actions and what came in lately, live. */
export function AdminOverview({ pb }: { pb: TypedPocketBase }) {
  const counts = useOverviewCounts(pb)
  const activity = useRecentActivity(pb)
  return (
    <Stack gap="xl">
      <StatCards {...counts} />
      <div className={classes.columns}>
        <QuickActions />
        <RecentActivity activity={activity} />
      </div>
    </Stack>
  )
}
