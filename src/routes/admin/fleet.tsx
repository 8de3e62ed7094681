import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/fleet')({
  head: () => pageHead('Fleet Management · Admin'),
  component: AdminFleetPage,
})

function AdminFleetPage() {
  return <AdminPageHeader title="Fleet Management" description="Vehicles, their status and photos." />
}
