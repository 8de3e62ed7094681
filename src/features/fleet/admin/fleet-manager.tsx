import { Button, Group, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminTable } from '../../../components/admin/admin-table'
import { useReadFailureToast } from '../../../components/admin/use-read-failure-toast'
import { ALL_STATUSES, useTableControls } from '../../../components/admin/use-table-controls'
import { useConfirm } from '../../../components/confirm-dialog'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useLiveList } from '../../../lib/realtime/use-live-list'
import type { TypedPocketBase } from '../../../lib/record-types'
import { fleetColumns } from './fleet-columns'
import { fleetFilter } from './fleet-filter'
import { FLEET_STATUS_OPTIONS } from './fleet-statuses'
import { DELETE_VEHICLE_QUESTION, fleetToasts } from './fleet-texts'
import { FLEET_PRIVATE_EXPAND, type FleetVehicle } from './fleet-vehicle'
import { deleteVehicle } from './save-vehicle'
import { VehicleCard } from './vehicle-card'
import { VehicleDialog } from './vehicle-dialog'

const PER_PAGE = 20

/** The fleet, newest first and live, with Add Vehicle, and Edit and Delete on each vehicle. */
export function FleetManager({ pb }: { pb: TypedPocketBase }) {
  const controls = useTableControls<FleetVehicle>({ sort: { columnAccessor: 'created', direction: 'desc' } })
  const status = controls.status === ALL_STATUSES ? undefined : controls.status
  const vehicles = useLiveList<'fleet', FleetVehicle>({
    pb,
    collection: 'fleet',
    ...fleetFilter(pb, { status, text: controls.searchText }),
    sort: controls.sort,
    page: controls.page,
    perPage: PER_PAGE,
    expand: FLEET_PRIVATE_EXPAND,
  })
  const [dialog, setDialog] = useState<{ vehicle?: FleetVehicle } | null>(null)
  const { confirm, dialog: confirmDialog } = useConfirm()

  useReadFailureToast(vehicles.status, fleetToasts.fetchFailed)

  const actions = {
    onEdit: (vehicle: FleetVehicle) => setDialog({ vehicle }),
    onDelete: (vehicle: FleetVehicle) =>
      confirm({
        title: 'Delete Vehicle',
        message: DELETE_VEHICLE_QUESTION,
        confirmLabel: 'Delete',
        onConfirm: () => removeVehicle(pb, vehicle),
      }),
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button mih={44} leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setDialog({})}>
          Add Vehicle
        </Button>
      </Group>
      <AdminTable
        label="Fleet vehicles"
        list={vehicles}
        controls={controls}
        columns={fleetColumns(pb, actions)}
        searchLabel="Search name, plate or VIN"
        statusFilter={{ label: 'Status', options: FLEET_STATUS_OPTIONS }}
        empty={{ title: 'No vehicles found', text: 'Vehicles you add appear here, newest first.' }}
        errorText={fleetToasts.fetchFailed.message}
        renderCard={(vehicle) => <VehicleCard pb={pb} vehicle={vehicle} {...actions} />}
      />
      <VehicleDialog pb={pb} opened={dialog !== null} vehicle={dialog?.vehicle} onClose={() => setDialog(null)} />
      {confirmDialog}
    </Stack>
  )
}

/** Deletes with the spec's toasts; a failure also keeps the question open with the reason. */
async function removeVehicle(pb: TypedPocketBase, vehicle: FleetVehicle) {
  try {
    await deleteVehicle(pb, vehicle.id)
  } catch (error) {
    notifyError(fleetToasts.deleteFailed.title, fleetToasts.deleteFailed.message)
    throw error
  }
  notifySuccess(fleetToasts.deleted.title, fleetToasts.deleted.message)
}
