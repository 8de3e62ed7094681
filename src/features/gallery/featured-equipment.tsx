import { useState } from 'react'
import { FeaturedCarousel } from './featured-carousel'
import type { GalleryImage } from './gallery-image'
import { GalleryEmpty } from './gallery-empty'
import { LazyImageDialog } from './lazy-image-dialog'

/** The featured carousel and the dialog its slides open. */
export function FeaturedEquipment({ images }: { images: GalleryImage[] }) {
  const [opened, setOpened] = useState<GalleryImage | null>(null)

  if (images.length === 0) {
    return <GalleryEmpty />
  }
  return (
    <>
      <FeaturedCarousel images={images} onOpen={setOpened} />
      <LazyImageDialog image={opened} onClose={() => setOpened(null)} />
    </>
  )
}
