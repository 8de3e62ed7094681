import { ActionIcon, Button, Group, VisuallyHidden, type ButtonProps } from '@mantine/core'
import { IconDownload, IconTrash } from '@tabler/icons-react'
import type { MouseEvent } from 'react'
import { applicantName } from './admin-texts'
import type { ApplicationRow } from './application-calls'
import { applicationDocuments } from './application-documents'
import { APPLICATION_ACTION_LABELS, nextApplicationStatuses, type ApplicationStatus } from './application-status'
import type { ApplicationActions } from './use-application-actions'

interface ActionButtonsProps {
  application: ApplicationRow
  actions: ApplicationActions
  /** In a list, each button also names the applicant for screen readers. */
  inList?: boolean
}

const MOVE_LOOKS: Record<ApplicationStatus, Pick<ButtonProps, 'variant' | 'color'>> = {
  new: { variant: 'default' },
  reviewed: { variant: 'filled', color: 'blue.8' },
  interview: { variant: 'outline', color: 'violet.9' },
  hired: { variant: 'outline', color: '#1e7b34' },
  rejected: { variant: 'outline', color: 'red.9' },
}

// A button inside a table row must not also open the row.
const stop = (event: MouseEvent) => event.stopPropagation()

function Whose({ application, inList }: Pick<ActionButtonsProps, 'application' | 'inList'>) {
  return inList ? (
    <>
      {' '}
      <VisuallyHidden component="span">({applicantName(application)})</VisuallyHidden>
    </>
  ) : null
}

/** The moves the status machine allows from here (none once interview, hired or rejected). */
export function ApplicationStatusButtons({ application, actions, inList }: ActionButtonsProps) {
  return nextApplicationStatuses(application.status).map((status) => (
    <Button
      key={status}
      size="sm"
      mih={44}
      {...MOVE_LOOKS[status]}
      loading={actions.isPending(application.id, status)}
      onClick={(event) => {
        stop(event)
        void actions.changeStatus(application, status)
      }}
    >
      {APPLICATION_ACTION_LABELS[status]}
      <Whose application={application} inList={inList} />
    </Button>
  ))
}

/** A button per document (the resume and CDL only, unless `withOthers`), saving it under its proper name. */
export function DocumentButtons({ application, actions, inList, withOthers = false }: ActionButtonsProps & { withOthers?: boolean }) {
  const documents = applicationDocuments(application)
  return (withOthers ? documents : documents.filter(({ kind }) => kind !== 'other')).map((document) => (
    <Button
      key={document.storedName}
      size="sm"
      mih={44}
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={actions.isPending(application.id, document.storedName)}
      onClick={(event) => {
        stop(event)
        void actions.download(application, document)
      }}
      title={`Save as ${document.saveAs}`}
    >
      {document.label}
      <Whose application={application} inList={inList} />
    </Button>
  ))
}

/** Deletes after the spec's confirmation. */
export function DeleteApplicationButton({ application, actions, onDeleted }: ActionButtonsProps & { onDeleted?: () => void }) {
  return (
    <ActionIcon
      size={44}
      variant="subtle"
      color="red.9"
      aria-label={`Delete application from ${applicantName(application)}`}
      onClick={(event) => {
        stop(event)
        actions.remove(application, onDeleted)
      }}
    >
      <IconTrash size={20} aria-hidden="true" />
    </ActionIcon>
  )
}

/** Everything an admin does to one application from a list row or card. */
export function ApplicationRowActions({ application, actions }: Omit<ActionButtonsProps, 'inList'>) {
  return (
    <Group gap="xs" wrap="wrap">
      <ApplicationStatusButtons application={application} actions={actions} inList />
      <DocumentButtons application={application} actions={actions} inList />
      <DeleteApplicationButton application={application} actions={actions} />
    </Group>
  )
}
