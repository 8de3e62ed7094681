import { Group, Stack, Text } from '@mantine/core'
import { StatusBadge } from '../../../components/status-badge'
import { ApplicationRowActions } from './application-action-buttons'
import type { ApplicationRow } from './application-calls'
import { ApplicantContact, experienceSummary, placeOf } from './application-columns'
import { APPLICATION_STATUS_LOOKS, applicationStatusOf } from './application-status'
import { formatReceivedAt } from './received-at'
import type { ApplicationActions } from './use-application-actions'

/** One application on a phone: who, for what, where from, its status and its actions. */
export function ApplicationCard({ application, actions }: { application: ApplicationRow; actions: ApplicationActions }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ApplicantContact application={application} />
        <StatusBadge value={applicationStatusOf(application.status)} statuses={APPLICATION_STATUS_LOOKS} />
      </Group>
      <Text>
        {application.job_title}
        <Text span c="gray.7" size="sm">
          {' · '}
          {experienceSummary(application)}
        </Text>
      </Text>
      <Text size="sm" c="gray.7">
        {[placeOf(application), `Received ${formatReceivedAt(application.created)}`].filter(Boolean).join(' · ')}
      </Text>
      <ApplicationRowActions application={application} actions={actions} />
    </Stack>
  )
}
