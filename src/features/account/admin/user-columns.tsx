import '@mantine/core/styles/Badge.layer.css'
import { Badge, Button, Group, Text } from '@mantine/core'
import type { AdminTableColumn } from '../../../components/admin/admin-table'
import { breaksLongWords } from '../../../components/admin/long-words'
import { EmailAddress } from '../../../components/email-address'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format'
import type { UserRecord } from '../../../lib/record-types'
import { fullName } from './user-directory'
import { UserRoleBadges } from './user-role-badges'

const verifiedStatuses = {
  verified: { label: 'Verified', color: 'green.9' },
  unverified: { label: 'Unverified', color: 'gray.7', variant: 'outline' },
} as const

interface UserColumnsOptions {
  currentUserId: string | undefined
  onEdit: (user: UserRecord) => void
  onDelete: (user: UserRecord) => void
}

/** The users table: who, their roles, whether their e-mail is confirmed, since when, and actions. */
export function userColumns({ currentUserId, onEdit, onDelete }: UserColumnsOptions): AdminTableColumn<UserRecord>[] {
  return [
    {
      accessor: 'first_name',
      title: 'Name',
      cellsClassName: breaksLongWords,
      render: (user) => (
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {fullName(user) || '—'}
          </Text>
          {user.id === currentUserId && (
            <Badge size="sm" variant="light" color="steel">
              You
            </Badge>
          )}
        </Group>
      ),
    },
    { accessor: 'email', title: 'Email', render: (user) => <Text size="sm"><EmailAddress address={user.email} /></Text> },
    { accessor: 'roles', title: 'Roles', render: (user) => <UserRoleBadges roles={user.roles} /> },
    {
      accessor: 'verified',
      title: 'Verified',
      render: (user) => <StatusBadge value={user.verified ? 'verified' : 'unverified'} statuses={verifiedStatuses} size="sm" />,
    },
    { accessor: 'created', title: 'Joined', render: (user) => formatDate(user.created) },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (user) => <UserActions user={user} isSelf={user.id === currentUserId} onEdit={onEdit} onDelete={onDelete} />,
    },
  ]
}

interface UserActionsProps {
  user: UserRecord
  isSelf: boolean
  onEdit: (user: UserRecord) => void
  onDelete: (user: UserRecord) => void
}

function UserActions({ user, isSelf, onEdit, onDelete }: UserActionsProps) {
  const who = fullName(user) || user.email
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button variant="default" size="sm" mih={44} aria-label={`Edit ${who}`} onClick={() => onEdit(user)}>
        Edit
      </Button>
      <Button
        variant="outline"
        color="red.9"
        size="sm"
        mih={44}
        disabled={isSelf}
        aria-label={isSelf ? 'Delete (not your own account)' : `Delete ${who}`}
        onClick={() => onDelete(user)}
      >
        Delete
      </Button>
    </Group>
  )
}
