import { SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core'
import { LazyImage } from '../../components/lazy-image'
import classes from './gallery.module.css'
import type { GalleryImage } from './gallery-image'
import { GalleryEmpty } from './gallery-empty'
import { LazyImageDialog, type PictureDialogProps } from './lazy-image-dialog'
import pictureClasses from './picture-button.module.css'

/** Every picture as a card (1, 2, 3 or 4 columns by screen width); a card opens it full size. */
export function GalleryGrid({ images, openedId, onOpen, onClose }: { images: GalleryImage[] } & PictureDialogProps) {
  const opened = images.find((image) => image.id === openedId) ?? null

  if (images.length === 0) {
    return <GalleryEmpty />
  }

  return (
    <>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="lg" className={classes.grid}>
        {images.map((image) => (
          <li key={image.id} className={classes.gridCard}>
            <UnstyledButton className={classes.gridCardOpen} onClick={() => onOpen(image.id)} aria-label={`View full size: ${image.title}`}>
              <LazyImage
                className={pictureClasses.picture}
                src={image.image.src}
                srcSet={image.image.srcSet}
                sizes="(min-width: 75em) 25vw, (min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw"
                alt={image.alt}
                aspectRatio={3 / 2}
              />
            </UnstyledButton>
            <div className={classes.gridCardBody}>
              <Title order={2} className={classes.gridCardTitle}>
                {image.title}
              </Title>
              {image.description && <Text className={classes.gridCardDescription}>{image.description}</Text>}
            </div>
          </li>
        ))}
      </SimpleGrid>
      <LazyImageDialog image={opened} onClose={onClose} />
    </>
  )
}
