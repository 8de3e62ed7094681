import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Input.layer.css'
import { Badge, Group, Stack, TextInput, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { AdminTable } from '../../components/admin/admin-table'
import { ALL_STATUSES, useTableControls } from '../../components/admin/use-table-controls'
import { liveFilter } from '../../lib/realtime/live-filter'
import { useLiveList } from '../../lib/realtime/use-live-list'
import type { TypedPocketBase } from '../../lib/record-types'
import { RecordingCard, recordingColumns, type RecordingRow } from './recording-columns'
import { formatVisitorNumber } from './replay-format'

/** Spec §9: the 50 newest; older ones a page further. */
const PER_PAGE = 50
const DEVICE_OPTIONS = ['Mobile', 'Tablet', 'Desktop', 'Unknown'].map((value) => ({ value, label: value }))

/** PocketBase's stored form of the start of a day ("2025-01-15" → "2025-01-15 00:00:00.000Z", local midnight). */
function dayStart(day: string): string | null {
  const ms = Date.parse(`${day}T00:00:00`)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace('T', ' ')
}

interface RecordingListProps {
  pb: TypedPocketBase
  onOpen: (row: RecordingRow) => void
}

/** The recordings, newest first, live, filtered by day, page seen and device. */
export function RecordingList({ pb, onOpen }: RecordingListProps) {
  const controls = useTableControls<RecordingRow>({ sort: { columnAccessor: 'started_at', direction: 'desc' } })
  const [since, setSince] = useState('')
  const device = controls.status === ALL_STATUSES ? undefined : controls.status
  const filter = useMemo(() => {
    const base = liveFilter<RecordingRow>(pb, { equals: { device_type: device }, search: { text: controls.searchText, fields: ['visited_pages'] } })
    const from = since ? dayStart(since) : null
    if (!from) return base
    return {
      filter: [base.filter, pb.filter('started_at >= {:from}', { from })].filter(Boolean).join(' && '),
      matches: (row: RecordingRow) => base.matches(row) && row.started_at >= from,
    }
  }, [pb, device, controls.searchText, since])
  const recordings = useLiveList<'session_recordings', RecordingRow>({
    pb,
    collection: 'session_recordings',
    ...filter,
    sort: controls.sort,
    page: controls.page,
    perPage: PER_PAGE,
  })

  return (
    <Stack gap="md" component="section" aria-labelledby="recordings-heading">
      <Group gap="sm">
        <Title order={2} fz="xl" id="recordings-heading">
          Recordings
        </Title>
        <Badge size="lg" variant="light" aria-label={`${recordings.totalItems} recordings`}>
          {recordings.totalItems}
        </Badge>
      </Group>
      <TextInput
        type="date"
        label="Started on or after"
        value={since}
        onChange={(event) => {
          setSince(event.currentTarget.value)
          controls.setPage(1)
        }}
        maw={220}
        styles={{ input: { minHeight: 44 } }}
      />
      <AdminTable
        label="Session recordings"
        list={recordings}
        controls={controls}
        columns={recordingColumns}
        searchLabel="Page visited"
        statusFilter={{ label: 'Device', options: DEVICE_OPTIONS }}
        empty={{ title: 'No recordings yet', text: 'Visits of visitors who accepted tracking appear here as they happen.' }}
        errorText="Failed to fetch session recordings."
        renderCard={(row) => <RecordingCard row={row} />}
        onOpen={onOpen}
        openLabel={(row) => `Play the recording of visitor ${formatVisitorNumber(row.visitor_number)}`}
      />
    </Stack>
  )
}
