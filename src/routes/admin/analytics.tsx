import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/analytics')({
  head: () => pageHead('Analytics & Data · Admin'),
  component: AdminAnalyticsPage,
})

function AdminAnalyticsPage() {
  return <AdminPageHeader title="Analytics & Data" description="Live visitors, events and exports." />
}
