import { Loader, Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useRecordDialog } from '../../lib/dialog-history'
import { pageHead } from '../../lib/head'
import { optionalRecordId } from '../../lib/search-params'
import { AdminPageHeader } from './-components/admin-page-header'

// A chunk of its own: the route's entry in the app's first download stays a few bytes.
const SessionReplays = lazy(() => import('../../features/replay/session-replays').then((module) => ({ default: module.SessionReplays })))

export const Route = createFileRoute('/admin/session-replays')({
  /** `recording`: the recording whose replay is open, e.g. from a quote's "Watch session replay". */
  validateSearch: (search: Record<string, unknown>): { recording?: string } => ({ recording: optionalRecordId(search.recording) }),
  head: () => pageHead('Session Replays · Admin'),
  component: AdminSessionReplaysPage,
})

function AdminSessionReplaysPage() {
  const { pb } = Route.useRouteContext()
  const { recording } = Route.useSearch()
  const navigate = Route.useNavigate()
  const replay = useRecordDialog(recording, (id, how) => void navigate({ search: { recording: id }, ...how }))
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Session Replays" description="Recorded visits of consenting visitors." />
      <Suspense fallback={<Loader aria-label="Loading" />}>
        <SessionReplays
          pb={pb}
          openRecordingId={recording}
          onOpenRecording={replay.open}
          onCloseRecording={replay.close}
        />
      </Suspense>
    </Stack>
  )
}
