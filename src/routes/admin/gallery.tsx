import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { GalleryManager } from '../../features/gallery/admin/gallery-manager'
import { pageHead } from '../../lib/head'
import { withPocketBase } from '../../lib/pocketbase'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/gallery')({
  beforeLoad: withPocketBase,
  head: () => pageHead('Gallery Management · Admin'),
  component: AdminGalleryPage,
})

function AdminGalleryPage() {
  const { pb } = Route.useRouteContext()
  return (
    <Stack gap="lg">
      <AdminPageHeader title="Gallery Management" description="Upload, order and caption gallery images, and choose the Load of the Month." />
      <GalleryManager pb={pb} />
    </Stack>
  )
}
