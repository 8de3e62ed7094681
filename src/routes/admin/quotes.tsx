import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/quotes')({
  head: () => pageHead('Quote Management · Admin'),
  component: AdminQuotesPage,
})

function AdminQuotesPage() {
  return <AdminPageHeader title="Quote Management" description="Review and manage customer quote requests." />
}
