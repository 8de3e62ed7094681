import { Loader, Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

// A chunk of its own: the route's entry in the app's first download stays a few bytes.
const Heatmaps = lazy(() => import('../../features/heatmaps/heatmaps').then((module) => ({ default: module.Heatmaps })))

export const Route = createFileRoute('/admin/heatmaps')({
  head: () => pageHead('Heatmaps · Admin'),
  component: AdminHeatmapsPage,
})

function AdminHeatmapsPage() {
  const { pb } = Route.useRouteContext()
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Heatmaps" description="Where visitors click, hover and scroll." />
      <Suspense fallback={<Loader aria-label="Loading" />}>
        <Heatmaps pb={pb} />
      </Suspense>
    </Stack>
  )
}
