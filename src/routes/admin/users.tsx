import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { UsersAdmin } from '../../features/account/admin/users-admin'
import { useAuth } from '../../features/auth/use-auth'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/users')({
  head: () => pageHead('User Management · Admin'),
  component: AdminUsersPage,
})

function AdminUsersPage() {
  const { pb } = Route.useRouteContext()
  const { user } = useAuth()
  return (
    <Stack gap="lg">
      <AdminPageHeader title="User Management" description="Accounts, profiles and roles." />
      <UsersAdmin pb={pb} currentUserId={user?.id} />
    </Stack>
  )
}
