import { Button, Group, Text } from '@mantine/core'
import type { AdminTableColumn } from '../../../../components/admin/admin-table'
import type { ServiceRecord } from '../../../../lib/record-types'
import { ActiveSwitch } from './active-switch'

interface ServiceColumnsOptions {
  onEdit: (service: ServiceRecord) => void
  onDelete: (service: ServiceRecord) => void
  onActiveChange: (service: ServiceRecord, active: boolean) => Promise<unknown>
}

/** The services table: what is offered, in which category, at what price, listed or not. */
export function serviceColumns({ onEdit, onDelete, onActiveChange }: ServiceColumnsOptions): AdminTableColumn<ServiceRecord>[] {
  return [
    {
      accessor: 'name',
      title: 'Name',
      render: (service) => (
        <div>
          <Text size="sm" fw={600}>
            {service.name}
          </Text>
          {service.short_description && (
            <Text size="xs" c="gray.7" lineClamp={2} maw={360}>
              {service.short_description}
            </Text>
          )}
        </div>
      ),
    },
    { accessor: 'category', title: 'Category' },
    { accessor: 'price', title: 'Price', render: (service) => service.price || '—' },
    {
      accessor: 'active',
      title: 'Active',
      render: (service) => (
        <ActiveSwitch name={service.name} active={service.active} onChange={(active) => onActiveChange(service, active)} />
      ),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (service) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button variant="default" size="sm" mih={44} aria-label={`Edit ${service.name}`} onClick={() => onEdit(service)}>
            Edit
          </Button>
          <Button variant="outline" color="red.9" size="sm" mih={44} aria-label={`Delete ${service.name}`} onClick={() => onDelete(service)}>
            Delete
          </Button>
        </Group>
      ),
    },
  ]
}
