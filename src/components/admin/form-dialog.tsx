import '@mantine/core/styles/Modal.layer.css'
import { Alert, Button, Group, Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useDiscardQuestion } from '../discard-question'

interface FormDialogProps {
  title: string
  opened: boolean
  onClose: () => void
  children: ReactNode
}

/**
 * A back-office form in a dialog: centred on a tablet, the whole screen on a phone; focus
 * returns to what opened it, and closing it over unsaved input asks first. Example:
 * `<FormDialog title="Edit User" opened={isOpen} onClose={close}><EditUserForm … /></FormDialog>`
 */
export function FormDialog({ title, opened, onClose, children }: FormDialogProps) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  const closing = useDiscardQuestion(onClose)
  return (
    <>
      <Modal opened={opened} onClose={closing.request} title={title} size="lg" centered fullScreen={isPhone} closeButtonProps={{ 'aria-label': 'Close' }}>
        {children}
      </Modal>
      {closing.question}
    </>
  )
}

/** Why a dialog's form was refused, where no field says it; announced when it fills. */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message && (
        <Alert color="red" variant="light" role="none" icon={<IconAlertTriangle aria-hidden="true" />}>
          {message}
        </Alert>
      )}
    </div>
  )
}

/** Cancel, then the form's own submit button, at the foot of a dialog. */
export function DialogActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" mih={44} onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </Group>
  )
}
