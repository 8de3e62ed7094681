import { Button, Group, Stack } from '@mantine/core'
import { IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminTable } from '../../../components/admin/admin-table'
import { useReadFailureToast } from '../../../components/admin/use-read-failure-toast'
import { useTableControls } from '../../../components/admin/use-table-controls'
import { useConfirm } from '../../../components/confirm-dialog'
import { ROLES } from '../../../lib/field-values'
import type { TypedPocketBase, UserRecord } from '../../../lib/record-types'
import { ROLE_LABELS } from '../roles'
import { AddUserForm } from './add-user-form'
import { deleteUser } from './delete-user'
import { EditUserForm } from './edit-user-form'
import { useUserDirectory } from './use-user-directory'
import { userColumns } from './user-columns'
import { FormDialog } from '../../../components/admin/form-dialog'
import { NO_ROLE } from './user-directory'

const roleFilter = {
  label: 'Role',
  options: [...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })), { value: NO_ROLE, label: 'Customer' }],
}

const USERS_READ_FAILED = { title: 'Error', message: 'Failed to fetch users.' }

export const DELETE_USER_QUESTION = 'Are you sure you want to delete this user? This action cannot be undone.'

interface UsersAdminProps {
  pb: TypedPocketBase
  /** The admin looking: their own account cannot be deleted from here. */
  currentUserId: string | undefined
}

/** Every account, searchable and filtered by role, with Add User, edit and delete. */
export function UsersAdmin({ pb, currentUserId }: UsersAdminProps) {
  const controls = useTableControls<UserRecord>({ sort: { columnAccessor: 'created', direction: 'desc' } })
  const users = useUserDirectory(pb, controls)
  const { confirm, dialog } = useConfirm()
  const [editing, setEditing] = useState<UserRecord | null>(null)
  const [isEditOpen, setIsEditOpen] = useState(false)
  const [isAddOpen, setIsAddOpen] = useState(false)

  useReadFailureToast(users.status, USERS_READ_FAILED)

  const columns = userColumns({
    currentUserId,
    onEdit: (user) => {
      setEditing(user)
      setIsEditOpen(true)
    },
    onDelete: (user) =>
      confirm({ title: 'Delete User', message: DELETE_USER_QUESTION, confirmLabel: 'Delete', onConfirm: () => deleteUser(pb, user.id) }),
  })

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button mih={44} leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setIsAddOpen(true)}>
          Add User
        </Button>
      </Group>
      <AdminTable
        label="Users"
        list={users}
        controls={controls}
        columns={columns}
        searchLabel="Search name, e-mail or company"
        statusFilter={roleFilter}
        empty={{ title: 'No users found', text: 'No account matches this search and role.' }}
        errorText="Failed to fetch users."
      />
      <FormDialog title="Edit User" opened={isEditOpen} onClose={() => setIsEditOpen(false)}>
        {editing && <EditUserForm key={editing.id} pb={pb} user={editing} onDone={() => setIsEditOpen(false)} />}
      </FormDialog>
      <FormDialog title="Add User" opened={isAddOpen} onClose={() => setIsAddOpen(false)}>
        <AddUserForm pb={pb} onDone={() => setIsAddOpen(false)} />
      </FormDialog>
      {dialog}
    </Stack>
  )
}
