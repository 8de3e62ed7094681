import { Stack, Title } from '@mantine/core'
import { useMemo } from 'react'
import { AdminTable } from '../../../components/admin/admin-table'
import { ALL_STATUSES, useTableControls } from '../../../components/admin/use-table-controls'
import { useLiveList } from '../../../lib/realtime/use-live-list'
import { useOpenedRecord } from '../../../lib/realtime/use-opened-record'
import type { TypedPocketBase } from '../../../lib/record-types'
import { applicantName, applicationTexts } from './admin-texts'
import { ApplicationCard } from './application-card'
import { APPLICATION_EXPAND, getApplication, type ApplicationRow } from './application-calls'
import { applicationColumns } from './application-columns'
import { ApplicationDrawer } from './application-drawer'
import { applicationFilter } from './application-filter'
import { APPLICATION_STATUS_OPTIONS, type ApplicationStatus } from './application-status'
import { useApplicationActions } from './use-application-actions'

const PER_PAGE = 20

interface JobApplicationsProps {
  pb: TypedPocketBase
  /** The application shown in full (from the URL), if any. */
  openId: string | undefined
  onOpenChange: (id: string | undefined) => void
}

/** The live list of job applications, newest first, with search, status chips and a detail drawer. */
export function JobApplications({ pb, openId, onOpenChange }: JobApplicationsProps) {
  const controls = useTableControls<ApplicationRow>({ sort: { columnAccessor: 'created', direction: 'desc' } })
  const status = controls.status === ALL_STATUSES ? undefined : (controls.status as ApplicationStatus)
  const filter = useMemo(() => applicationFilter(pb, status, controls.searchText), [pb, status, controls.searchText])
  const applications = useLiveList<'job_applications', ApplicationRow>({
    pb,
    collection: 'job_applications',
    ...filter,
    sort: controls.sort,
    page: controls.page,
    perPage: PER_PAGE,
    expand: APPLICATION_EXPAND,
  })
  const opened = useOpenedRecord(pb, openId, applications.items, getApplication)
  const actions = useApplicationActions(pb, opened.replace)

  return (
    <Stack gap="md" component="section" aria-labelledby="applications-heading">
      <Title order={2} fz="xl" id="applications-heading">
        Applications ({applications.totalItems})
      </Title>
      <AdminTable
        label={applicationTexts.tableLabel}
        list={applications}
        controls={controls}
        columns={applicationColumns(actions)}
        searchLabel={applicationTexts.searchLabel}
        statusFilter={{ label: 'Status', options: APPLICATION_STATUS_OPTIONS }}
        empty={applicationTexts.empty}
        errorText={applicationTexts.loadFailed}
        renderCard={(record) => <ApplicationCard application={record} actions={actions} />}
        onOpen={(record) => onOpenChange(record.id)}
        openLabel={(record) => `Details of the application from ${applicantName(record)}`}
      />
      <ApplicationDrawer pb={pb} opened={opened.opened} actions={actions} onClose={() => onOpenChange(undefined)} onRetry={opened.retry} />
      {actions.dialog}
    </Stack>
  )
}
