import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AdminLoads } from '../../features/loads/dispatch/admin-loads'
import { pageHead } from '../../lib/head'
import { withPocketBase } from '../../lib/pocketbase'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/loads')({
  beforeLoad: withPocketBase,
  head: () => pageHead('Dispatch · Admin'),
  component: AdminLoadsPage,
})

function AdminLoadsPage() {
  const { pb } = Route.useRouteContext()
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Dispatch" description="Turn quotes into loads, assign drivers and escorts, and follow them live" />
      <AdminLoads pb={pb} />
    </Stack>
  )
}
