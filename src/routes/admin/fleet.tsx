import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { FleetManager } from '../../features/fleet/admin/fleet-manager'
import { pageHead } from '../../lib/head'
import { withPocketBase } from '../../lib/pocketbase'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/fleet')({
  beforeLoad: withPocketBase,
  head: () => pageHead('Fleet Management · Admin'),
  component: AdminFleetPage,
})

function AdminFleetPage() {
  const { pb } = Route.useRouteContext()
  return (
    <Stack gap="lg">
      <AdminPageHeader title="Fleet Management" description="Vehicles, their status and photos. Plate and VIN are shown here only." />
      <FleetManager pb={pb} />
    </Stack>
  )
}
