import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ServicesAdmin } from '../../features/marketing/services/admin/services-admin'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/services')({
  head: () => pageHead('Services Management · Admin'),
  component: AdminServicesPage,
})

function AdminServicesPage() {
  const { pb } = Route.useRouteContext()
  return (
    <Stack gap="lg">
      <AdminPageHeader title="Services Management" description="The services listed on the public site." />
      <ServicesAdmin pb={pb} />
    </Stack>
  )
}
