import { FeaturedCarousel } from './featured-carousel'
import type { GalleryImage } from './gallery-image'
import { GalleryEmpty } from './gallery-empty'
import { LazyImageDialog, type PictureDialogProps } from './lazy-image-dialog'

/** The featured carousel and the dialog its slides open. */
export function FeaturedEquipment({ images, openedId, onOpen, onClose }: { images: GalleryImage[] } & PictureDialogProps) {
  const opened = images.find((image) => image.id === openedId) ?? null

  if (images.length === 0) {
    return <GalleryEmpty />
  }
  return (
    <>
      <FeaturedCarousel images={images} onOpen={(image) => onOpen(image.id)} />
      <LazyImageDialog image={opened} onClose={onClose} />
    </>
  )
}
