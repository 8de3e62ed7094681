import '@mantine/core/styles/Modal.layer.css'
import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'

interface UserDialogProps {
  title: string
  opened: boolean
  onClose: () => void
  children: ReactNode
}

/** A users dialog: centred on a tablet, the whole screen on a phone; focus returns on close. */
export function UserDialog({ title, opened, onClose, children }: UserDialogProps) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered fullScreen={isPhone} closeButtonProps={{ 'aria-label': 'Close' }}>
      {children}
    </Modal>
  )
}
