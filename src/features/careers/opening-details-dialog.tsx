import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/List.layer.css'
import { Button, List, Modal, Text, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useState } from 'react'
import type { JobOpening } from '../../content/openings'
import classes from './careers.module.css'
import { OpeningFacts } from './opening-facts'

interface OpeningDetailsDialogProps {
  opening: JobOpening | null
  onClose: () => void
  onApply: (opening: JobOpening) => void
}

/** The whole description and requirements of an opening, with a way to apply. */
export function OpeningDetailsDialog({ opening, onClose, onApply }: OpeningDetailsDialogProps) {
  // The last opening stays while the dialog fades out.
  const [shown, setShown] = useState(opening)
  if (opening !== null && opening !== shown) setShown(opening)

  return (
    <Modal
      opened={opening !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={shown?.title}
      size="lg"
      classNames={{ title: classes.dialogTitle }}
    >
      {shown && (
        <>
          <OpeningFacts opening={shown} />
          <Text mt="md">{shown.description}</Text>
          <Title order={3} size="h4" mt="lg" mb="xs">
            Requirements
          </Title>
          <List spacing="xs" icon={<IconCheck size={18} aria-hidden="true" className={classes.check} />} center>
            {shown.requirements.map((requirement) => (
              <List.Item key={requirement}>{requirement}</List.Item>
            ))}
          </List>
          <Button mt="xl" size="md" onClick={() => onApply(shown)}>
            Apply Now
          </Button>
        </>
      )}
    </Modal>
  )
}
