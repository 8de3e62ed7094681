import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { JobApplications } from '../../features/careers/admin/job-applications'
import { OpeningsOverview } from '../../features/careers/admin/openings-overview'
import { useRecordDialog } from '../../lib/dialog-history'
import { pageHead } from '../../lib/head'
import { optionalString } from '../../lib/search-params'
import { AdminPageHeader } from './-components/admin-page-header'

interface AdminCareersSearch {
  /** The application open in the drawer (the careers mail links here with it). */
  application?: string
}

export const Route = createFileRoute('/admin/careers')({
  validateSearch: (search): AdminCareersSearch => ({ application: optionalString(search.application) }),
  head: () => pageHead('Job Applications · Admin'),
  component: AdminCareersPage,
})

function AdminCareersPage() {
  const { pb } = Route.useRouteContext()
  const { application } = Route.useSearch()
  const navigate = Route.useNavigate()
  const drawer = useRecordDialog(application, (id, how) => void navigate({ search: { application: id }, ...how }))
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Job Applications" description="Review applications and download documents." />
      <JobApplications
        pb={pb}
        openId={application}
        onOpenChange={(id) => (id === undefined ? drawer.close() : drawer.open(id))}
      />
      <OpeningsOverview />
    </Stack>
  )
}
