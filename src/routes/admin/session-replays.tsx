import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { SessionReplays } from '../../features/replay/session-replays'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/session-replays')({
  head: () => pageHead('Session Replays · Admin'),
  component: AdminSessionReplaysPage,
})

function AdminSessionReplaysPage() {
  const { pb } = Route.useRouteContext()
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Session Replays" description="Recorded visits of consenting visitors." />
      <SessionReplays pb={pb} />
    </Stack>
  )
}
