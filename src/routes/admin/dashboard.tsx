import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/dashboard')({
  head: () => pageHead('Admin Dashboard · Admin'),
  component: AdminDashboardPage,
})

function AdminDashboardPage() {
  return <AdminPageHeader title="Admin Dashboard" description="Visitors, content and requests at a glance." />
}
