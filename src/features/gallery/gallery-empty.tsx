import { Text } from '@mantine/core'
import { useOnlineStatus } from '../../lib/use-online-status'

/**
 * What a gallery page shows without pictures. Offline, an empty list means the pictures were
 * never saved on this device, not that the gallery is empty, so it says that instead.
 */
export function GalleryEmpty() {
  const isOnline = useOnlineStatus()
  return (
    <Text size="lg" c="gray.7" ta="center" py="xl">
      {isOnline ? 'No images available in the gallery.' : 'The pictures load when you reconnect.'}
    </Text>
  )
}
