import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/')({
  head: () => pageHead('Admin Dashboard · Admin'),
  component: AdminOverviewPage,
})

function AdminOverviewPage() {
  return <AdminPageHeader title="Admin Dashboard" description="Visitors, content and requests at a glance." />
}
