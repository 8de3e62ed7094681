import '@mantine/core/styles/List.layer.css'
import { Alert, List, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { AdminTable } from '../../components/admin/admin-table'
import type { StatusFilter } from '../../components/admin/admin-table-toolbar'
import { ALL_STATUSES, useTableControls } from '../../components/admin/use-table-controls'
import { liveFilter } from '../../lib/realtime/live-filter'
import { useLiveCount } from '../../lib/realtime/use-live-count'
import { useLiveList } from '../../lib/realtime/use-live-list'
import type { TypedPocketBase } from '../../lib/record-types'
import { eventLabel } from './analytics-format'
import { BUILT_IN_EVENT_NAMES, type AnalyticsEventRecord } from './analytics-calls'
import { historyColumns } from './history-columns'

const PER_PAGE = 25
const SEARCH_FIELDS = ['event_name', 'page_url', 'visitor_id'] as const

const eventFilter: StatusFilter = {
  label: 'Event',
  options: BUILT_IN_EVENT_NAMES.map((name) => ({ value: name, label: eventLabel(name) })),
}

/** The spec's hint while nothing has been tracked yet. */
function GettingStarted() {
  return (
    <Alert variant="light" color="steel" title="Getting Started" icon={<IconInfoCircle aria-hidden="true" />}>
      <Text size="sm" mb="xs">
        No events have been tracked yet. Events appear here once visitors accept cookies and browse the site.
      </Text>
      <List size="sm">
        <List.Item>Visitors are tracked only after they choose Accept & Continue in the cookie banner.</List.Item>
        <List.Item>Use the Tracking Test on the Real-time Visitors tab to send a test event.</List.Item>
      </List>
    </Alert>
  )
}

function EventTable({ pb }: { pb: TypedPocketBase }) {
  const controls = useTableControls<AnalyticsEventRecord>({ sort: { columnAccessor: 'created', direction: 'desc' } })
  const eventName = controls.status === ALL_STATUSES ? undefined : controls.status
  const filter = liveFilter<AnalyticsEventRecord>(pb, { equals: { event_name: eventName }, search: { text: controls.searchText, fields: SEARCH_FIELDS } })
  const events = useLiveList({ pb, collection: 'analytics_events', ...filter, sort: controls.sort, page: controls.page, perPage: PER_PAGE })
  return (
    <AdminTable
      label="Event History"
      list={events}
      controls={controls}
      columns={historyColumns}
      searchLabel="Search event, page or visitor"
      statusFilter={eventFilter}
      empty={{ title: 'No events found', text: 'No event matches this search or filter.' }}
      errorText="Failed to fetch events."
    />
  )
}

/** Event History: the Getting Started hint until the first event, then every event, paged and filterable. */
export function HistoryTab({ pb }: { pb: TypedPocketBase }) {
  const total = useLiveCount({ pb, collection: 'analytics_events' })
  return <Stack gap="md">{total.count === 0 ? <GettingStarted /> : <EventTable pb={pb} />}</Stack>
}
