import '@mantine/core/styles/Skeleton.layer.css'
import { Alert, Drawer, Group, Skeleton, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { SessionReplayLink } from '../../../components/admin/session-replay-link'
import { StatusBadge } from '../../../components/status-badge'
import type { TypedPocketBase } from '../../../lib/record-types'
import { applicantName, applicationTexts } from './admin-texts'
import { ApplicationStatusButtons, DeleteApplicationButton } from './application-action-buttons'
import type { ApplicationRow } from './application-calls'
import { ApplicationDetails } from './application-details'
import { APPLICATION_STATUS_LOOKS, applicationStatusOf } from './application-status'
import type { ApplicationActions } from './use-application-actions'

interface ApplicationDrawerProps {
  pb: TypedPocketBase
  /** Closed when undefined; 'loading' while it is being read; null when it cannot be found. */
  application: ApplicationRow | 'loading' | null | undefined
  actions: ApplicationActions
  onClose: () => void
}

/** One application in full, beside the list, with its moves, documents and delete. */
export function ApplicationDrawer({ pb, application, actions, onClose }: ApplicationDrawerProps) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  const record = typeof application === 'object' && application !== null ? application : undefined
  return (
    <Drawer
      opened={application !== undefined}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={record ? `Application from ${applicantName(record)}` : 'Application'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {application === 'loading' && <Skeleton height={240} />}
      {application === null && <Alert color="red">{applicationTexts.notFound}</Alert>}
      {record && (
        <Stack gap="lg">
          <Group gap="xs">
            <StatusBadge value={applicationStatusOf(record.status)} statuses={APPLICATION_STATUS_LOOKS} size="lg" />
            <ApplicationStatusButtons application={record} actions={actions} />
            <DeleteApplicationButton application={record} actions={actions} onDeleted={onClose} />
          </Group>
          <ApplicationDetails application={record} actions={actions} />
          <SessionReplayLink pb={pb} session={record.tracking_session} />
        </Stack>
      )}
    </Drawer>
  )
}
