import { Loader, Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

// A chunk of its own: the route's entry in the app's first download stays a few bytes.
const SessionReplays = lazy(() => import('../../features/replay/session-replays').then((module) => ({ default: module.SessionReplays })))

export const Route = createFileRoute('/admin/session-replays')({
  head: () => pageHead('Session Replays · Admin'),
  component: AdminSessionReplaysPage,
})

function AdminSessionReplaysPage() {
  const { pb } = Route.useRouteContext()
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Session Replays" description="Recorded visits of consenting visitors." />
      <Suspense fallback={<Loader aria-label="Loading" />}>
        <SessionReplays pb={pb} />
      </Suspense>
    </Stack>
  )
}
