import '@mantine/core/styles/Modal.layer.css'
import { Divider, Modal, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { useDiscardQuestion } from '../../../components/discard-question'
import type { TypedPocketBase } from '../../../lib/record-types'
import type { FleetVehicle } from './fleet-vehicle'
import { VehicleForm } from './vehicle-form'
import { VehiclePhoto } from './vehicle-photo'

interface VehicleDialogProps {
  pb: TypedPocketBase
  opened: boolean
  /** The vehicle to edit; the dialog adds a new one without it. */
  vehicle?: FleetVehicle
  onClose: () => void
}

/** Add Vehicle or Edit Vehicle: the form, and for a stored vehicle its photo. Full screen on phones. */
export function VehicleDialog({ pb, opened, vehicle, onClose }: VehicleDialogProps) {
  const theme = useMantineTheme()
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`)
  const closing = useDiscardQuestion(onClose)
  return (
    <>
      <Modal
        opened={opened}
        onClose={closing.request}
        title={vehicle ? 'Edit Vehicle' : 'Add Vehicle'}
        size="xl"
        fullScreen={isPhone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && <DialogBody key={vehicle?.id ?? 'new'} pb={pb} vehicle={vehicle} onClose={onClose} />}
      </Modal>
      {closing.question}
    </>
  )
}

function DialogBody({ pb, vehicle, onClose }: Omit<VehicleDialogProps, 'opened'>) {
  // The photo answer is newer than the row the dialog was opened from.
  const [current, setCurrent] = useState(vehicle)
  return (
    <>
        {current && (
          <>
            <VehiclePhoto pb={pb} vehicle={current} onUploaded={setCurrent} />
            <Divider my="lg" />
          </>
        )}
        <VehicleForm pb={pb} vehicle={vehicle} onSaved={onClose} onCancel={onClose} />
    </>
  )
}
