import type { MouseEvent } from 'react'
import { Anchor, Stack, Text } from '@mantine/core'
import type { AdminTableColumn } from '../../../components/admin/admin-table'
import { fromBreakpoint } from '../../../components/admin/column-visibility'
import { tallLink } from '../../../components/admin/touch-targets'
import { breaksLongWords } from '../../../components/admin/long-words'
import { StatusBadge } from '../../../components/status-badge'
import { applicantName } from './admin-texts'
import { ApplicationRowActions } from './application-action-buttons'
import type { ApplicationRow } from './application-calls'
import { APPLICATION_STATUS_LOOKS, applicationStatusOf } from './application-status'
import { telHref } from '../../../lib/format'
import { formatReceivedAt } from './received-at'
import type { ApplicationActions } from './use-application-actions'
import { EmailAddress } from '../../../components/email-address'

/** "6 yrs · CDL" */
export function experienceSummary({ experience_years, cdl_license }: ApplicationRow): string {
  const years = experience_years === 1 ? '1 yr' : `${experience_years} yrs`
  return [years, cdl_license ? 'CDL' : 'No CDL'].join(' · ')
}

/** "Dayton, OH"; '' when neither is given. */
export const placeOf = ({ city, state }: ApplicationRow) => [city, state].filter(Boolean).join(', ')

/** Links in a clickable row open themselves, not the row; tall enough to tap. */
const keepToLink = { onClick: (event: MouseEvent) => event.stopPropagation(), className: tallLink }

export function ApplicantContact({ application }: { application: ApplicationRow }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{applicantName(application)}</Text>
      <Anchor href={`mailto:${application.email}`} size="sm" {...keepToLink}>
        <EmailAddress address={application.email} />
      </Anchor>
      <Anchor href={telHref(application.phone)} size="sm" {...keepToLink}>
        {application.phone}
      </Anchor>
    </Stack>
  )
}

export function applicationColumns(actions: ApplicationActions): AdminTableColumn<ApplicationRow>[] {
  return [
    { accessor: 'created', title: 'Received', sortable: true, width: 120, render: ({ created }) => formatReceivedAt(created) },
    { accessor: 'last_name', title: 'Applicant', sortable: true, cellsClassName: breaksLongWords, render: (application) => <ApplicantContact application={application} /> },
    {
      accessor: 'job_title',
      title: 'Position',
      sortable: true,
      render: (application) => (
        <Stack gap={2}>
          <Text>{application.job_title}</Text>
          <Text size="sm" c="gray.7">
            {experienceSummary(application)}
          </Text>
        </Stack>
      ),
    },
    // On a tablet held upright the place waits in the details, for the actions' sake.
    { accessor: 'city', title: 'Location', visibleMediaQuery: fromBreakpoint('md'), render: placeOf },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: ({ status }) => <StatusBadge value={applicationStatusOf(status)} statuses={APPLICATION_STATUS_LOOKS} />,
    },
    { accessor: 'actions', title: 'Actions', render: (application) => <ApplicationRowActions application={application} actions={actions} /> },
  ]
}
