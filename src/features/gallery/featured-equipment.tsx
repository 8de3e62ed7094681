import { Text } from '@mantine/core'
import { useState } from 'react'
import { FeaturedCarousel } from './featured-carousel'
import type { GalleryImage } from './gallery-image'
import { ImageDialog } from './image-dialog'

/** The featured carousel and the dialog its slides open. */
export function FeaturedEquipment({ images }: { images: GalleryImage[] }) {
  const [opened, setOpened] = useState<GalleryImage | null>(null)

  if (images.length === 0) {
    return (
      <Text size="lg" c="gray.7" ta="center" py="xl">
        No images available in the gallery.
      </Text>
    )
  }
  return (
    <>
      <FeaturedCarousel images={images} onOpen={setOpened} />
      <ImageDialog image={opened} onClose={() => setOpened(null)} />
    </>
  )
}
