import { Group, Stack, Text, type MantineTheme } from '@mantine/core'
import type { AdminTableColumn } from '../../../components/admin/admin-table'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format'
import type { TypedPocketBase } from '../../../lib/record-types'
import { FLEET_STATUS_LOOKS } from './fleet-statuses'
import { plateOf, vinOf, type FleetVehicle } from './fleet-vehicle'
import { VehicleIconActions, type VehicleActionHandlers } from './vehicle-actions'
import { capacityText, dimensionsText } from './vehicle-specs'
import { VehicleThumb } from './vehicle-thumb'

const NOT_GIVEN = '—'

/**
 * Columns a tablet held upright (768 px) leaves out, so the table fits with its actions in view;
 * the edit dialog shows them.
 */
const FROM_LANDSCAPE_TABLET = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`

/** The fleet table's columns: the vehicle, its figures, plate and VIN, status, when added, and its actions. */
export function fleetColumns(pb: TypedPocketBase, actions: VehicleActionHandlers): AdminTableColumn<FleetVehicle>[] {
  return [
    {
      accessor: 'name',
      title: 'Vehicle',
      sortable: true,
      width: 220,
      render: (vehicle) => (
        <Group gap="sm" wrap="nowrap">
          <VehicleThumb pb={pb} vehicle={vehicle} width={64} height={48} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{vehicle.name}</Text>
            {vehicle.year_manufactured > 0 && (
              <Text size="sm" c="gray.7">
                {vehicle.year_manufactured}
              </Text>
            )}
          </div>
        </Group>
      ),
    },
    { accessor: 'axle_count', title: 'Axles', sortable: true, textAlign: 'right' },
    {
      accessor: 'max_weight_capacity',
      title: 'Capacity and size',
      visibleMediaQuery: FROM_LANDSCAPE_TABLET,
      render: (vehicle) => (
        <Stack gap={0}>
          <Text size="sm">{capacityText(vehicle.max_weight_capacity) || NOT_GIVEN}</Text>
          <Text size="sm" c="gray.7">
            {dimensionsText(vehicle)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'plate',
      title: 'Plate / VIN',
      render: (vehicle) => (
        <Stack gap={0}>
          <Text size="sm">{plateOf(vehicle) || NOT_GIVEN}</Text>
          <Text size="sm" c="gray.7" ff="monospace">
            {vinOf(vehicle)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      // A badge truncates its words when squeezed: room for "Maintenance".
      width: 140,
      render: (vehicle) => <StatusBadge value={vehicle.status} statuses={FLEET_STATUS_LOOKS} />,
    },
    {
      accessor: 'created',
      title: 'Added',
      sortable: true,
      noWrap: true,
      visibleMediaQuery: FROM_LANDSCAPE_TABLET,
      render: (vehicle) => formatDate(vehicle.created),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (vehicle) => <VehicleIconActions vehicle={vehicle} {...actions} />,
    },
  ]
}
