import { Group, Stack, Text } from '@mantine/core'
import type { AdminTableColumn } from '../../../components/admin/admin-table'
import { StatusBadge } from '../../../components/status-badge'
import { formatLoadSize, formatMoment, formatPickupDate, inStopOrder } from '../load-format'
import { driverResponses, escortStatuses, loadStatuses, STOP_KIND_LABELS } from '../load-statuses'
import { personName, type DispatchLoad } from './dispatch-load'
import { LoadActions, type LoadActionHandlers } from './load-actions'

/** Each stop in order with the arrive and depart times the driver recorded. */
export function StopTimes({ load }: { load: DispatchLoad }) {
  const stops = inStopOrder(load.expand?.load_stops_via_load ?? [])
  if (stops.length === 0) return <Text c="gray.7">No stops</Text>
  return (
    <Stack gap={4}>
      {stops.map((stop) => (
        <div key={stop.id} data-stop={stop.kind}>
          <Text size="sm" fw={600}>
            {STOP_KIND_LABELS[stop.kind || 'stop']}: {stop.place}
          </Text>
          <Text size="sm" c="gray.7">
            {stop.arrived_at ? `Arrived ${formatMoment(stop.arrived_at)}` : 'Not arrived'}
            {stop.departed_at && ` · Departed ${formatMoment(stop.departed_at)}`}
          </Text>
        </div>
      ))}
    </Stack>
  )
}

function Crew({ load }: { load: DispatchLoad }) {
  const driver = load.expand?.driver
  const escorts = load.expand?.escort_assignments_via_load ?? []
  return (
    <Stack gap={4}>
      {driver ? (
        <Group gap={6}>
          <Text size="sm">{personName(driver)}</Text>
          {load.driver_response && <StatusBadge value={load.driver_response} statuses={driverResponses} size="sm" />}
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          No driver
        </Text>
      )}
      {load.driver_response === 'declined' && load.driver_decline_reason && (
        <Text size="sm" c="red.8">
          “{load.driver_decline_reason}”
        </Text>
      )}
      {escorts.map((escort) => (
        <Group gap={6} key={escort.id}>
          <Text size="sm">Escort: {personName(escort.expand?.pilot)}</Text>
          <StatusBadge value={escort.status} statuses={escortStatuses} size="sm" />
        </Group>
      ))}
    </Stack>
  )
}

function LoadStatusCell({ load }: { load: DispatchLoad }) {
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge value={load.status} statuses={loadStatuses} />
      <Text size="sm" c="gray.7" data-testid="last-update">
        {load.last_update_at ? `Update ${formatMoment(load.last_update_at)}` : 'No updates yet'}
      </Text>
    </Stack>
  )
}

export function loadColumns(handlers: LoadActionHandlers): AdminTableColumn<DispatchLoad>[] {
  return [
    {
      accessor: 'pickup_date',
      title: 'Pickup',
      sortable: true,
      render: (load) => (
        <Stack gap={2}>
          <Text fw={600}>{formatPickupDate(load)}</Text>
          <Text size="sm">{load.customer_name}</Text>
        </Stack>
      ),
    },
    {
      accessor: 'stops',
      title: 'Stops',
      render: (load) => <StopTimes load={load} />,
    },
    {
      accessor: 'equipment',
      title: 'Load',
      render: (load) => (
        <Stack gap={2}>
          <Text size="sm">{load.equipment}</Text>
          <Text size="sm" c="gray.7">
            {formatLoadSize(load)}
          </Text>
          {load.route_states.length > 0 && <Text size="sm">States: {load.route_states.join(', ')}</Text>}
        </Stack>
      ),
    },
    {
      accessor: 'driver',
      title: 'Crew',
      render: (load) => <Crew load={load} />,
    },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: (load) => <LoadStatusCell load={load} />,
    },
    {
      accessor: 'actions',
      title: 'Actions',
      render: (load) => <LoadActions load={load} handlers={handlers} />,
    },
  ]
}

export function LoadCard({ load, handlers }: { load: DispatchLoad; handlers: LoadActionHandlers }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={700}>{formatPickupDate(load)}</Text>
        <LoadStatusCell load={load} />
      </Group>
      <Text>{load.customer_name}</Text>
      <StopTimes load={load} />
      <Crew load={load} />
      <LoadActions load={load} handlers={handlers} />
    </Stack>
  )
}
