import { Button, Group } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import type { FleetVehicle } from './fleet-vehicle'

export interface VehicleActionHandlers {
  onEdit: (vehicle: FleetVehicle) => void
  onDelete: (vehicle: FleetVehicle) => void
}

/** Edit and Delete for one vehicle, named after it for screen readers. */
export function VehicleActions({ vehicle, onEdit, onDelete, grow = false }: VehicleActionHandlers & { vehicle: FleetVehicle; grow?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" grow={grow}>
      <Button
        variant="default"
        mih={44}
        leftSection={<IconPencil size={18} aria-hidden="true" />}
        aria-label={`Edit ${vehicle.name}`}
        onClick={() => onEdit(vehicle)}
      >
        Edit
      </Button>
      <Button
        variant="default"
        color="red.9"
        c="red.9"
        mih={44}
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        aria-label={`Delete ${vehicle.name}`}
        onClick={() => onDelete(vehicle)}
      >
        Delete
      </Button>
    </Group>
  )
}
