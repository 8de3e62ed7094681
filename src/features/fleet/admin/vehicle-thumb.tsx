import '@mantine/core/styles/Image.layer.css'
import { Center, Image } from '@mantine/core'
import { IconTruck } from '@tabler/icons-react'
import { CARD_IMAGE_WIDTH } from '../../../lib/image-display'
import type { TypedPocketBase } from '../../../lib/record-types'
import type { FleetVehicle } from './fleet-vehicle'

interface VehicleThumbProps {
  pb: TypedPocketBase
  vehicle: FleetVehicle
  width: number | string
  height: number
}

/** A vehicle's photo as its smallest thumbnail (never the original); beside its name, so no alt text. */
export function VehicleThumb({ pb, vehicle, width, height }: VehicleThumbProps) {
  if (!vehicle.image) {
    return (
      <Center w={width} h={height} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}>
        <IconTruck size={24} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      </Center>
    )
  }
  return (
    <Image
      src={pb.files.getURL(vehicle, vehicle.image, { thumb: `${CARD_IMAGE_WIDTH}x0` })}
      alt=""
      w={width}
      h={height}
      fit="cover"
      radius="sm"
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  )
}
