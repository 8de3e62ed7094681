import { Text } from '@mantine/core'

/** What a gallery page says offline when its pictures were never saved on this device. */
export const PICTURES_ON_RECONNECT = 'The pictures load when you reconnect.'

/** What a gallery page shows when the gallery has no pictures (a failed read shows the route's error instead). */
export function GalleryEmpty() {
  return (
    <Text size="lg" c="gray.7" ta="center" py="xl">
      No images available in the gallery.
    </Text>
  )
}
