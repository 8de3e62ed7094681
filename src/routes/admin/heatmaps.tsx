import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/heatmaps')({
  head: () => pageHead('Heatmaps · Admin'),
  component: AdminHeatmapsPage,
})

function AdminHeatmapsPage() {
  return <AdminPageHeader title="Heatmaps" description="Where visitors click, hover and scroll." />
}
