import { Group, Stack, Text } from '@mantine/core'
import { formatDateTimeShort } from './event-time'
import { eventLabel, formatVisitorId } from './analytics-format'
import type { AnalyticsEventRecord } from './analytics-calls'
import classes from './analytics.module.css'

/** Events as a compact list: name, page, visitor and time. */
export function EventList({ events, label }: { events: readonly AnalyticsEventRecord[]; label: string }) {
  if (events.length === 0) return <Text c="gray.7">No events yet.</Text>
  return (
    <Stack component="ul" gap={0} className={classes.plainList} aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className={classes.listRow}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0} className={classes.shrink}>
              <Text fw={600} size="sm">
                {eventLabel(event.event_name)}
              </Text>
              <Text size="sm" c="gray.7" className={classes.breakAnywhere}>
                {event.page_url || '—'}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="sm">{formatVisitorId(event.visitor_id) || '—'}</Text>
              <Text size="xs" c="gray.7">
                {formatDateTimeShort(event.created)}
              </Text>
            </Stack>
          </Group>
        </li>
      ))}
    </Stack>
  )
}
