import '@mantine/core/styles/Modal.layer.css'
import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import type { ApplicationTarget } from './application-target'
import classes from './careers.module.css'
import { JobApplicationForm } from './job-application-form'

interface ApplicationDialogProps {
  /** What to apply for; `null` keeps the dialog closed. */
  target: ApplicationTarget | null
  onClose: () => void
}

/** The job application in a dialog (full screen on phones); once sent or saved, it shows the receipt until closed. */
export function ApplicationDialog({ target, onClose }: ApplicationDialogProps) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  // The last application stays while the dialog fades out.
  const [shown, setShown] = useState(target)
  if (target !== null && target !== shown) setShown(target)

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={shown?.heading}
      size="lg"
      fullScreen={isPhone}
      classNames={{ title: classes.dialogTitle }}
    >
      {shown && (
        <JobApplicationForm
          key={shown.position}
          position={shown.position}
          positionOptions={shown.positionOptions}
          onClose={onClose}
        />
      )}
    </Modal>
  )
}
