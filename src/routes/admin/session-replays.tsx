import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/session-replays')({
  head: () => pageHead('Session Replays · Admin'),
  component: AdminSessionReplaysPage,
})

function AdminSessionReplaysPage() {
  return <AdminPageHeader title="Session Replays" description="Recorded visits of consenting visitors." />
}
