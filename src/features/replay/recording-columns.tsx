import '@mantine/core/styles/Badge.layer.css'
import { Badge, Group, Stack, Text } from '@mantine/core'
import type { AdminTableColumn } from '../../components/admin/admin-table'
import { fromBreakpoint } from '../../components/admin/column-visibility'
import type { RecordOf } from '../../lib/record-types'
import { formatDuration, formatVisitorNumber } from './replay-format'

export type RecordingRow = RecordOf<'session_recordings'>

const startedAt = (row: RecordingRow) =>
  row.started_at ? new Date(row.started_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—'

/** Rage and dead clicks, flagged where there were any. */
export function ClickSignals({ row }: { row: RecordingRow }) {
  if (!row.rage_click_count && !row.dead_click_count) return null
  return (
    <Group gap={4}>
      {row.rage_click_count > 0 && (
        <Badge color="red" variant="light" title="3 or more quick clicks on one spot">
          {row.rage_click_count} rage
        </Badge>
      )}
      {row.dead_click_count > 0 && (
        <Badge color="hazard" variant="light" title="Clicks after which the page did not change">
          {row.dead_click_count} dead
        </Badge>
      )}
    </Group>
  )
}

// Narrower screens leave the scrolls, viewport and device to the replay: less of each row scrolls sideways.
export const recordingColumns: AdminTableColumn<RecordingRow>[] = [
  {
    accessor: 'visitor_number',
    title: 'Visitor',
    render: (row) => (
      <Stack gap={0}>
        <Text fw={600} size="sm">
          {formatVisitorNumber(row.visitor_number)}
        </Text>
        <Text size="xs" c="gray.7" ff="monospace">
          {row.session_id.slice(0, 8)}
        </Text>
      </Stack>
    ),
  },
  { accessor: 'started_at', title: 'Started', render: startedAt },
  { accessor: 'duration_ms', title: 'Duration', render: (row) => formatDuration(row.duration_ms) },
  { accessor: 'entry_page', title: 'Page', render: (row) => row.entry_page || '—' },
  { accessor: 'click_count', title: 'Clicks', textAlign: 'right' },
  { accessor: 'scroll_count', title: 'Scrolls', textAlign: 'right', visibleMediaQuery: fromBreakpoint('lg') },
  { accessor: 'device_type', title: 'Device', visibleMediaQuery: fromBreakpoint('md'), render: (row) => `${row.device_type || 'Unknown'} · ${row.browser || 'Unknown'}` },
  { accessor: 'viewport_size', title: 'Viewport', visibleMediaQuery: fromBreakpoint('lg'), render: (row) => row.viewport_size || '—' },
  { accessor: 'rage_click_count', title: 'Signals', render: (row) => <ClickSignals row={row} /> },
]

/** One recording as a card: every field of the spec's list. */
export function RecordingCard({ row }: { row: RecordingRow }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{formatVisitorNumber(row.visitor_number)}</Text>
        <Text size="sm" ff="monospace" c="gray.7">
          {row.session_id.slice(0, 8)}
        </Text>
      </Group>
      <Text size="sm">
        {formatDuration(row.duration_ms)} · {row.entry_page || '—'}
      </Text>
      <Text size="sm" c="gray.7">
        {row.click_count} clicks · {row.scroll_count} scrolls · {row.device_type || 'Unknown'} · {row.browser || 'Unknown'} ·{' '}
        {row.viewport_size || '—'}
      </Text>
      <Text size="sm" c="gray.7">
        {startedAt(row)}
      </Text>
      <ClickSignals row={row} />
    </Stack>
  )
}
