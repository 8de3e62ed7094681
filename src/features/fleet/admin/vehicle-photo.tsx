import '@mantine/core/styles/Image.layer.css'
import { Box, Group, Image, Text } from '@mantine/core'
import { ImageUploadField } from '../../../components/admin/image-upload-field'
import { CARD_IMAGE_WIDTH } from '../../../lib/image-display'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { TypedPocketBase } from '../../../lib/record-types'
import { fleetToasts } from './fleet-texts'
import { FLEET_PRIVATE_EXPAND, type FleetVehicle } from './fleet-vehicle'
import { MAX_IMAGE_BYTES } from './vehicle-form-schema'

interface VehiclePhotoProps {
  pb: TypedPocketBase
  vehicle: FleetVehicle
  onUploaded: (vehicle: FleetVehicle) => void
}

/** An existing vehicle's photo: the current one, and a new one uploaded at once with its progress. */
export function VehiclePhoto({ pb, vehicle, onUploaded }: VehiclePhotoProps) {
  const toRequest = ({ file }: { file: File }) => {
    const body = new FormData()
    body.set('image', file)
    const path = `/api/collections/fleet/records/${encodeURIComponent(vehicle.id)}`
    return { method: 'PATCH' as const, url: `${pb.buildURL(path)}?expand=${FLEET_PRIVATE_EXPAND}`, body }
  }
  const announce = ({ uploaded }: { uploaded: number }) => {
    const { title, message } = uploaded > 0 ? fleetToasts.imageUploaded : fleetToasts.imageFailed
    ;(uploaded > 0 ? notifySuccess : notifyError)(title, message)
  }

  return (
    <Group align="flex-start" gap="md">
      <Box style={{ flex: '0 0 200px', maxWidth: '100%' }}>
        {vehicle.image ? (
          <Image
            src={pb.files.getURL(vehicle, vehicle.image, { thumb: `${CARD_IMAGE_WIDTH}x0` })}
            alt={`Current photo of ${vehicle.name}`}
            w="100%"
            h={150}
            fit="cover"
            radius="sm"
          />
        ) : (
          <Text size="sm" c="gray.7" bg="gray.1" h={150} ta="center" style={{ alignContent: 'center', borderRadius: 'var(--mantine-radius-sm)' }}>
            No photo yet.
          </Text>
        )}
      </Box>
      <Box style={{ flex: '1 1 260px', minWidth: 0 }}>
        <ImageUploadField
          label="Vehicle photo"
          description="A new photo replaces the current one as soon as it is uploaded."
          maxFiles={1}
          maxSizeBytes={MAX_IMAGE_BYTES}
          authToken={pb.authStore.token}
          toRequest={toRequest}
          onUploaded={(answer) => onUploaded(answer as FleetVehicle)}
          onBatchDone={announce}
        />
      </Box>
    </Group>
  )
}
