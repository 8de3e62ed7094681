import '@mantine/core/styles/Skeleton.layer.css'
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core'
import { IconBriefcase, IconMail, IconReceipt, IconRefresh, IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { LiveMark } from '../../components/admin/live-mark'
import { RoutePlaces } from '../../components/route-places'
import { parsePocketBaseDate } from '../../lib/format'
import { activityKey, type ActivityItem, type ActivityKind } from './activity-items'
import { ActivityLink } from './activity-link'
import classes from './admin-overview.module.css'
import { formatTimeAgo } from './time-ago'
import type { RecentActivity as RecentActivityState } from './use-recent-activity'
import { useNow } from './use-now'

const KIND_ICONS: Record<ActivityKind, typeof IconReceipt> = {
  quote: IconReceipt,
  application: IconBriefcase,
  message: IconMail,
  signup: IconUserPlus,
}

function ActivityEntry({ item, isNew, now }: { item: ActivityItem; isNew: boolean; now: number }) {
  const Icon = KIND_ICONS[item.kind]
  const moment = parsePocketBaseDate(item.created)
  return (
    <li className={classes.activityItem} data-new={isNew || undefined} data-kind={item.kind}>
      <ThemeIcon variant="light" color="steel" size={36} radius="xl" aria-hidden="true">
        <Icon size={18} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <ActivityLink item={item} />
        {(item.route || item.detail) && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.route && <RoutePlaces places={item.route} />}
            {item.route && item.detail && ' · '}
            {item.detail}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {isNew && <VisuallyHidden>New: </VisuallyHidden>}
          <time dateTime={moment?.toISOString()} title={moment?.toLocaleString('en-US')}>
            {formatTimeAgo(item.created, now)}
          </time>
        </Text>
      </Stack>
    </li>
  )
}

function ActivitySkeleton() {
  return (
    <Stack gap="sm" role="status">
      <VisuallyHidden>Loading...</VisuallyHidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={52} aria-hidden="true" />
      ))}
    </Stack>
  )
}

/** The latest requests, applications, messages and sign-ups, as they arrive. */
export function RecentActivity({ activity }: { activity: RecentActivityState }) {
  const now = useNow()
  const [isRetrying, setIsRetrying] = useState(false)
  const retry = () => {
    setIsRetrying(true)
    void activity.reload().finally(() => setIsRetrying(false))
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recent-activity-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="recent-activity-heading">
          Recent Activity
        </Title>
        <LiveMark connection={activity.connection} />
      </Group>
      {activity.hasFailed && (
        <Alert color="red" variant="light" mb="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm">Some recent activity could not be read.</Text>
            <Button variant="default" mih={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} loading={isRetrying} onClick={retry}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      {activity.status === 'loading' ? (
        <ActivitySkeleton />
      ) : activity.items.length === 0 ? (
        activity.status === 'ready' && <Text c="gray.7">Nothing yet: quotes, applications, messages and sign-ups will appear here as they arrive.</Text>
      ) : (
        <ul className={classes.plainList} aria-label="Latest requests, applications, messages and sign-ups">
          {activity.items.map((item) => {
            const key = activityKey(item)
            return <ActivityEntry key={key} item={item} isNew={activity.newKeys.has(key)} now={now} />
          })}
        </ul>
      )}
    </Paper>
  )
}
