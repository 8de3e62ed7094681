import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/messages')({
  head: () => pageHead('Contact Messages · Admin'),
  component: AdminMessagesPage,
})

function AdminMessagesPage() {
  return <AdminPageHeader title="Contact Messages" description="Messages sent from the contact form." />
}
