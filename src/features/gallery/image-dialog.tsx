import '@mantine/core/styles/Modal.layer.css'
import { Modal, Text } from '@mantine/core'
import { useState } from 'react'
import { LazyImage } from '../../components/lazy-image'
import classes from './gallery.module.css'
import type { GalleryImage } from './gallery-image'

interface ImageDialogProps {
  image: GalleryImage | null
  onClose: () => void
}

/** A large dialog with the full-size picture (at most 80% of the window height), its title and description. */
export function ImageDialog({ image, onClose }: ImageDialogProps) {
  // The last picture stays while the dialog fades out.
  const [shown, setShown] = useState(image)
  if (image !== null && image !== shown) setShown(image)

  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={shown?.title}
      size="min(72rem, 100%)"
      centered
      classNames={{ title: classes.dialogTitle, body: classes.dialogBody }}
    >
      {shown && (
        <>
          <LazyImage src={shown.image.fullSize} alt={shown.alt} fit="contain" className={classes.dialogImage} />
          {shown.description && (
            <Text mt="md" c="gray.7">
              {shown.description}
            </Text>
          )}
        </>
      )}
    </Modal>
  )
}
