import '@mantine/core/styles/Card.layer.css'
import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import { StatusBadge } from '../../../components/status-badge'
import type { TypedPocketBase } from '../../../lib/record-types'
import { formatMoment, formatPickupDate } from '../load-format'
import { LoadRoute } from '../load-route'
import { loadStatuses } from '../load-statuses'
import { keepDocumentFiles } from '../road/road-documents'
import { useRoadList, type RoadListState } from '../road/use-road-list'
import { readDriverLoads, type DriverLoad } from './driver-loads'
import { LoadDetail } from './load-detail'

const WATCHED = ['loads', 'load_stops', 'load_documents'] as const

/** The driver's loads, read from the server, kept on the device, live while online. */
export function useDriverLoads(pb: TypedPocketBase, driverId: string) {
  const read = useCallback(() => readDriverLoads(pb, driverId), [pb, driverId])
  const afterRead = useCallback(
    (loads: DriverLoad[]) =>
      void keepDocumentFiles(
        pb,
        loads.flatMap(({ documents }) => documents),
      ).catch(() => undefined),
    [pb],
  )
  return useRoadList({
    pb,
    copyKey: `${driverId}:driver-loads`,
    read,
    watch: WATCHED,
    afterRead,
  })
}

export function SavedCopyNotice({ savedAt }: { savedAt: number | null }) {
  if (savedAt === null) return null
  return (
    <Alert color="gray" title="Saved on this device">
      No connection: this is what was saved {formatMoment(new Date(savedAt).toISOString().replace('T', ' '))}.
    </Alert>
  )
}

export function RoadListStatus<T>({ state, onRetry }: { state: RoadListState<T>; onRetry: () => void }) {
  if (state.status === 'loading') {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" mr="sm" aria-hidden="true" />
        <Text>Loading...</Text>
      </Center>
    )
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" title="Could not load">
        <Stack gap="sm" align="flex-start">
          <Text>{state.message}</Text>
          <Button mih={44} onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    )
  }
  return null
}

function LoadCard({ load }: { load: DriverLoad }) {
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{formatPickupDate(load)}</Text>
          <StatusBadge value={load.status} statuses={loadStatuses} />
        </Group>
        <Text>
          <LoadRoute stops={load.stops} fallback={load.customer_name} />
        </Text>
        <Text size="sm" c="gray.7">
          {load.customer_name} · {load.equipment}
        </Text>
        {load.driver_response === 'pending' && <Text c="hazard.8">New assignment: accept or decline</Text>}
        <Button
          renderRoot={(props) => <Link {...props} to="/loads/assigned" search={{ load: load.id }} />}
          mih={44}
          variant="light"
          aria-label={`Open the load for ${load.customer_name}`}
        >
          Open
        </Button>
      </Stack>
    </Card>
  )
}

/** My loads, current first; `openLoadId` shows one load's details instead. */
export function MyLoads({ pb, driverId, openLoadId }: { pb: TypedPocketBase; driverId: string; openLoadId?: string }) {
  const { state, reload } = useDriverLoads(pb, driverId)
  if (state.status !== 'ready') return <RoadListStatus state={state} onRetry={() => void reload()} />
  const open = openLoadId ? state.records.find(({ id }) => id === openLoadId) : undefined
  return (
    <Stack gap="md">
      <SavedCopyNotice savedAt={state.savedAt} />
      {openLoadId && !open && <Alert color="gray">This load is not assigned to you (any more).</Alert>}
      {open ? (
        <LoadDetail pb={pb} load={open} />
      ) : state.records.length === 0 ? (
        <Text>No loads assigned to you yet. New assignments show here at once.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My loads">
          {state.records.map((load) => (
            <LoadCard key={load.id} load={load} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
