import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/services')({
  head: () => pageHead('Services Management · Admin'),
  component: AdminServicesPage,
})

function AdminServicesPage() {
  return <AdminPageHeader title="Services Management" description="The services listed on the public site." />
}
