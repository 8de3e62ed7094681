import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/careers')({
  head: () => pageHead('Job Applications · Admin'),
  component: AdminCareersPage,
})

function AdminCareersPage() {
  return <AdminPageHeader title="Job Applications" description="Review applications and download documents." />
}
