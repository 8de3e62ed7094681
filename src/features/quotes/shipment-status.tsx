import '@mantine/core/styles/Badge.layer.css'
import { Badge, Group, Stack, Text } from '@mantine/core'
import { parsePocketBaseDate } from '../../lib/format'
import type { ShipmentRecord } from '../../lib/record-types'

const STATUS_LOOKS: Record<string, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'gray.7' },
  dispatched: { label: 'Driver dispatched', color: 'blue.8' },
  in_transit: { label: 'In transit', color: 'hazard.8' },
  delivered: { label: 'Delivered', color: 'green.9' },
  cancelled: { label: 'Cancelled', color: 'red.8' },
}

const STOP_LABELS: Record<string, string> = { pickup: 'Pickup', stop: 'Stop', delivery: 'Delivery' }

interface ShipmentStop {
  kind: string
  place: string
  arrived_at: string
  departed_at: string
}

function moment(value: string): string {
  const date = parsePocketBaseDate(value)
  return date ? date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : ''
}

const stopsOf = (shipment: ShipmentRecord): ShipmentStop[] => (Array.isArray(shipment.stops) ? (shipment.stops as ShipmentStop[]) : [])

/** A quote's shipment: its status, each stop's arrive and depart times, the last update time. */
export function ShipmentStatus({ shipment }: { shipment: ShipmentRecord }) {
  const look = STATUS_LOOKS[shipment.status] ?? { label: shipment.status, color: 'gray.7' }
  return (
    <Stack gap={4} aria-label="Shipment" role="group" data-testid="shipment">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Shipment:
        </Text>
        <Badge color={look.color} radius="sm">
          {look.label}
        </Badge>
      </Group>
      {stopsOf(shipment).map((stop, index) => (
        <Text size="sm" key={index}>
          {STOP_LABELS[stop.kind] ?? 'Stop'} {stop.place}:{' '}
          {stop.arrived_at ? `arrived ${moment(stop.arrived_at)}` : 'not yet arrived'}
          {stop.departed_at && `, departed ${moment(stop.departed_at)}`}
        </Text>
      ))}
      <Text size="sm" c="gray.7">
        {shipment.last_update_at ? `Last update ${moment(shipment.last_update_at)}` : 'No updates from the road yet'}
      </Text>
    </Stack>
  )
}
