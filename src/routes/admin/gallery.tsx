import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/gallery')({
  head: () => pageHead('Gallery Management · Admin'),
  component: AdminGalleryPage,
})

function AdminGalleryPage() {
  return <AdminPageHeader title="Gallery Management" description="Upload, order and caption gallery images." />
}
