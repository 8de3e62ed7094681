import { Group, Stack } from '@mantine/core'
import { RecordDrawer } from '../../../components/admin/record-drawer'
import { SessionReplayLink } from '../../../components/admin/session-replay-link'
import { StatusBadge } from '../../../components/status-badge'
import type { OpenedRecord } from '../../../lib/realtime/use-opened-record'
import type { TypedPocketBase } from '../../../lib/record-types'
import { applicantName, applicationTexts } from './admin-texts'
import { ApplicationStatusButtons, DeleteApplicationButton } from './application-action-buttons'
import type { ApplicationRow } from './application-calls'
import { ApplicationDetails } from './application-details'
import { APPLICATION_STATUS_LOOKS, applicationStatusOf } from './application-status'
import type { ApplicationActions } from './use-application-actions'

interface ApplicationDrawerProps {
  pb: TypedPocketBase
  opened: OpenedRecord<ApplicationRow>
  actions: ApplicationActions
  onClose: () => void
  onRetry: () => void
}

/** One application in full, beside the list, with its moves, documents and delete. */
export function ApplicationDrawer({ pb, opened, actions, onClose, onRetry }: ApplicationDrawerProps) {
  return (
    <RecordDrawer
      opened={opened}
      title={opened.state === 'ready' ? `Application from ${applicantName(opened.record)}` : 'Application'}
      notFound={applicationTexts.notFound}
      readFailed={applicationTexts.readFailed}
      onClose={onClose}
      onRetry={onRetry}
    >
      {(application) => (
        <Stack gap="lg">
          <Group gap="xs">
            <StatusBadge value={applicationStatusOf(application.status)} statuses={APPLICATION_STATUS_LOOKS} size="lg" />
            <ApplicationStatusButtons application={application} actions={actions} />
            <DeleteApplicationButton application={application} actions={actions} onDeleted={onClose} />
          </Group>
          <ApplicationDetails application={application} actions={actions} />
          <SessionReplayLink pb={pb} session={application.tracking_session} />
        </Stack>
      )}
    </RecordDrawer>
  )
}
