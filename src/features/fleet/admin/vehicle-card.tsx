import { Group, Stack, Text } from '@mantine/core'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format'
import type { TypedPocketBase } from '../../../lib/record-types'
import { FLEET_STATUS_LOOKS } from './fleet-statuses'
import { plateOf, vinOf, type FleetVehicle } from './fleet-vehicle'
import { VehicleActions, type VehicleActionHandlers } from './vehicle-actions'
import { capacityText, dimensionsText } from './vehicle-specs'
import { VehicleThumb } from './vehicle-thumb'
import classes from './vehicle-card.module.css'

interface VehicleCardProps extends VehicleActionHandlers {
  pb: TypedPocketBase
  vehicle: FleetVehicle
}

/** One vehicle on a phone: its photo, name and status, its figures, then Edit and Delete. */
export function VehicleCard({ pb, vehicle, ...actions }: VehicleCardProps) {
  const details: [string, string][] = [
    ['Axles', String(vehicle.axle_count)],
    ['Capacity', capacityText(vehicle.max_weight_capacity)],
    ['Size', dimensionsText(vehicle)],
    ['Year', vehicle.year_manufactured ? String(vehicle.year_manufactured) : ''],
    ['Plate', plateOf(vehicle)],
    ['VIN', vinOf(vehicle)],
    ['Added', formatDate(vehicle.created)],
  ]
  return (
    <Stack gap="sm">
      <VehicleThumb pb={pb} vehicle={vehicle} width="100%" height={160} />
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={700} size="lg" style={{ minWidth: 0 }}>
          {vehicle.name}
        </Text>
        <StatusBadge value={vehicle.status} statuses={FLEET_STATUS_LOOKS} />
      </Group>
      <dl className={classes.details}>
        {details
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className={classes.detail} data-wide={term === 'VIN' || undefined}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <VehicleActions vehicle={vehicle} {...actions} grow />
    </Stack>
  )
}
