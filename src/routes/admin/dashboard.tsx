import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AdminOverview } from '../../features/admin-overview/admin-overview'
import { pageHead } from '../../lib/head'
import { withPocketBase } from '../../lib/pocketbase'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/dashboard')({
  beforeLoad: withPocketBase,
  head: () => pageHead('Admin Dashboard · Admin'),
  component: AdminDashboardPage,
})

function AdminDashboardPage() {
  const { pb } = Route.useRouteContext()
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Admin Dashboard" description="Visitors, content and requests at a glance." />
      <AdminOverview pb={pb} />
    </Stack>
  )
}
