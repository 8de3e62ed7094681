import { Button, Group, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminTable } from '../../../../components/admin/admin-table'
import { FormDialog } from '../../../../components/admin/form-dialog'
import { ALL_STATUSES, useTableControls } from '../../../../components/admin/use-table-controls'
import { useConfirm } from '../../../../components/confirm-dialog'
import { liveFilter } from '../../../../lib/realtime/live-filter'
import { useLiveList } from '../../../../lib/realtime/use-live-list'
import type { ServiceRecord, TypedPocketBase } from '../../../../lib/record-types'
import { deleteService, setServiceActive } from './service-actions'
import { serviceColumns } from './service-columns'
import { ServiceForm } from './service-form'

const activeFilter = {
  label: 'Listed',
  options: [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
  ],
}

export const DELETE_SERVICE_QUESTION = 'Are you sure you want to delete this service? This action cannot be undone.'

/** The services of /services in their public order: add, edit, list or unlist, delete. */
export function ServicesAdmin({ pb }: { pb: TypedPocketBase }) {
  const controls = useTableControls<ServiceRecord>({ sort: { columnAccessor: 'sort_order', direction: 'asc' } })
  const active = controls.status === ALL_STATUSES ? undefined : controls.status === 'active'
  const filter = liveFilter<ServiceRecord>(pb, { equals: { active }, search: { text: controls.searchText, fields: ['name', 'category'] } })
  const services = useLiveList({ pb, collection: 'services', ...filter, sort: `${controls.sort},created`, page: controls.page, perPage: 50 })
  const { confirm, dialog } = useConfirm()
  // The service the form edits; `null` adds one.
  const [editing, setEditing] = useState<ServiceRecord | null>(null)
  const [isFormOpen, setIsFormOpen] = useState(false)

  const openForm = (service: ServiceRecord | null) => {
    setEditing(service)
    setIsFormOpen(true)
  }
  const columns = serviceColumns({
    onEdit: openForm,
    onDelete: (service) =>
      confirm({ title: 'Delete Service', message: DELETE_SERVICE_QUESTION, confirmLabel: 'Delete', onConfirm: () => deleteService(pb, service) }),
    onActiveChange: (service, isActive) => setServiceActive(pb, service, isActive),
  })
  const onSaved = () => {
    setIsFormOpen(false)
    // A new service goes last, where a live list sorted by order cannot place it by itself.
    if (!editing) services.reload().catch(() => undefined)
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button mih={44} leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => openForm(null)}>
          Add Service
        </Button>
      </Group>
      <AdminTable
        label="Services"
        list={services}
        controls={controls}
        columns={columns}
        searchLabel="Search name or category"
        statusFilter={activeFilter}
        empty={{ title: 'No services found', text: 'Add a service to list it on the services page.' }}
        errorText="Failed to fetch services."
      />
      <FormDialog title={editing ? 'Edit Service' : 'Add Service'} opened={isFormOpen} onClose={() => setIsFormOpen(false)}>
        <ServiceForm key={editing?.id ?? 'new'} pb={pb} service={editing} onSaved={onSaved} onCancel={() => setIsFormOpen(false)} />
      </FormDialog>
      {dialog}
    </Stack>
  )
}
