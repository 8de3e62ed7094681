import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { Heatmaps } from '../../features/heatmaps/heatmaps'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/heatmaps')({
  head: () => pageHead('Heatmaps · Admin'),
  component: AdminHeatmapsPage,
})

function AdminHeatmapsPage() {
  const { pb } = Route.useRouteContext()
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Heatmaps" description="Where visitors click, hover and scroll." />
      <Heatmaps pb={pb} />
    </Stack>
  )
}
