import '@mantine/core/styles/Modal.layer.css'
import { Alert, Button, Group, Modal, Text } from '@mantine/core'
import { useCallback, useState, type ReactNode } from 'react'
import { errorMessage } from '../lib/api-error'
import { focusKeeper } from '../lib/focus-after-removal'

export interface ConfirmOptions {
  title: string
  message: ReactNode
  /** The words on the button that does it, e.g. 'Delete'. */
  confirmLabel: string
  cancelLabel?: string
  /** Red confirm button, for what cannot be undone (the default). */
  danger?: boolean
  /** Runs on confirm; the dialog waits for it, then closes. If it throws, the dialog stays open and says why. */
  onConfirm: () => Promise<unknown> | void
  /** What the dialog says when `onConfirm` fails; by default the server's message. */
  failureMessage?: string
}

interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean
  onClose: () => void
  /** What opened the dialog: if the action takes it away (a row's Delete), focus goes to its neighbour. */
  opener?: Element | null
}

const FALLBACK_FAILURE = 'Something went wrong. Please try again.'

/**
 * A question before an action that cannot be undone, which waits for the action and shows its
 * failure. Focus returns to what opened it. Usually through `ConfirmButton` or `useConfirm`.
 */
export function ConfirmDialog({ opened, onClose, opener, ...options }: ConfirmDialogProps) {
  const { title, message, confirmLabel, cancelLabel = 'Cancel', danger = true, onConfirm, failureMessage } = options
  const [isPending, setIsPending] = useState(false)
  const [failure, setFailure] = useState<string>()

  const close = () => {
    if (isPending) return
    setFailure(undefined)
    onClose()
  }
  const confirm = async () => {
    setIsPending(true)
    setFailure(undefined)
    // Taken now: the action's realtime event may take the opener's row away before it answers.
    const keepFocus = focusKeeper(opener ?? null)
    try {
      await onConfirm()
      setIsPending(false)
      keepFocus()
      onClose()
    } catch (error) {
      setIsPending(false)
      const reason = errorMessage(error, FALLBACK_FAILURE)
      if (reason !== undefined) setFailure(failureMessage ?? reason)
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnEscape={!isPending}
      closeOnClickOutside={!isPending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: isPending }}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      {failure && (
        <Alert color="red" variant="light" mt="md">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={isPending} mih={44}>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red.9' : undefined} onClick={() => void confirm()} loading={isPending} mih={44}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}

const NO_QUESTION: ConfirmOptions = { title: '', message: '', confirmLabel: '', onConfirm: () => undefined }

/**
 * The dialog for an action started from a menu or a table row. Example:
 * `const { confirm, dialog } = useConfirm()`, then `confirm({ title: 'Delete Quote', message, confirmLabel: 'Delete', onConfirm })`
 * from a click, with `{dialog}` rendered once by the page.
 */
export function useConfirm() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [opener, setOpener] = useState<Element | null>(null)
  const confirm = useCallback((next: ConfirmOptions) => {
    setOptions(next)
    setOpener(document.activeElement)
    setIsOpen(true)
  }, [])
  // Mounted before the first question (Mantine notes where focus was only when a mounted
  // dialog opens, to give it back on close); the last question stays while it fades out.
  const dialog = <ConfirmDialog {...(options ?? NO_QUESTION)} opened={isOpen} opener={opener} onClose={() => setIsOpen(false)} />
  return { confirm, dialog }
}
