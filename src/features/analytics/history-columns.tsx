import { Text } from '@mantine/core'
import type { AdminTableColumn } from '../../components/admin/admin-table'
import { eventLabel, formatVisitorId } from './analytics-format'
import type { AnalyticsEventRecord } from './analytics-calls'
import classes from './analytics.module.css'
import { formatDateTimeShort } from './event-time'

/** Event History's columns: time, event, visitor, page and device. */
export const historyColumns: AdminTableColumn<AnalyticsEventRecord>[] = [
  { accessor: 'created', title: 'Time', sortable: true, width: 170, render: ({ created }) => formatDateTimeShort(created) },
  { accessor: 'event_name', title: 'Event', sortable: true, render: ({ event_name }) => eventLabel(event_name) },
  { accessor: 'visitor_id', title: 'Visitor', render: ({ visitor_id }) => formatVisitorId(visitor_id) || '—' },
  {
    accessor: 'page_url',
    title: 'Page',
    render: ({ page_url }) => (
      <Text size="sm" className={classes.breakAnywhere}>
        {page_url || '—'}
      </Text>
    ),
  },
  { accessor: 'device_type', title: 'Device', render: ({ browser, os, device_type }) => [browser, os, device_type].filter(Boolean).join(' · ') || '—' },
]
