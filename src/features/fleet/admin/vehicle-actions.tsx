import { ActionIcon, Button, Group } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import type { FleetVehicle } from './fleet-vehicle'

export interface VehicleActionHandlers {
  onEdit: (vehicle: FleetVehicle) => void
  onDelete: (vehicle: FleetVehicle) => void
}

/** Edit and Delete as icons in a table row, named after the vehicle (and shown as a tooltip). */
export function VehicleIconActions({ vehicle, onEdit, onDelete }: VehicleActionHandlers & { vehicle: FleetVehicle }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <ActionIcon variant="default" size={44} aria-label={`Edit ${vehicle.name}`} title="Edit" onClick={() => onEdit(vehicle)}>
        <IconPencil size={20} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="default"
        c="red.9"
        size={44}
        aria-label={`Delete ${vehicle.name}`}
        title="Delete"
        onClick={() => onDelete(vehicle)}
      >
        <IconTrash size={20} aria-hidden="true" />
      </ActionIcon>
    </Group>
  )
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
