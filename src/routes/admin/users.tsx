import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/users')({
  head: () => pageHead('User Management · Admin'),
  component: AdminUsersPage,
})

function AdminUsersPage() {
  return <AdminPageHeader title="User Management" description="Accounts, profiles and roles." />
}
