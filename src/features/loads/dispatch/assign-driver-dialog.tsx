import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import { Button, Select, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { DialogActions, FormDialog, FormFailure } from '../../../components/admin/form-dialog'
import { errorMessage } from '../../../lib/api-error'
import { notifySuccess } from '../../../lib/notify'
import type { TypedPocketBase, UserRecord } from '../../../lib/record-types'
import { assignDriver, listUsersWithRole, personName, type DispatchLoad } from './dispatch-load'

interface AssignDriverDialogProps {
  pb: TypedPocketBase
  load: DispatchLoad | null
  onClose: () => void
}

/** Picks the driver of a load among users with the driver role; the driver is asked to accept. */
export function AssignDriverDialog({ pb, load, onClose }: AssignDriverDialogProps) {
  return (
    <FormDialog title="Assign Driver" opened={load !== null} onClose={onClose}>
      {load && <DriverPicker key={load.id} pb={pb} load={load} onClose={onClose} />}
    </FormDialog>
  )
}

function DriverPicker({ pb, load, onClose }: { pb: TypedPocketBase; load: DispatchLoad; onClose: () => void }) {
  const [drivers, setDrivers] = useState<UserRecord[] | null>(null)
  const [driver, setDriver] = useState<string | null>(load.driver || null)
  const [failure, setFailure] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)

  useEffect(() => {
    listUsersWithRole(pb, 'driver')
      .then(setDrivers)
      .catch((error: unknown) => setFailure(errorMessage(error, 'Failed to fetch drivers.') ?? null))
  }, [pb])

  const save = async () => {
    if (!driver) return setFailure('Choose a driver.')
    setIsSaving(true)
    try {
      await assignDriver(pb, load, driver)
      notifySuccess('Driver Assigned', 'The driver sees the load at once and is asked to accept it.')
      onClose()
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to assign the driver.') ?? null)
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <Stack gap="md">
      <Text>{load.customer_name}</Text>
      <Select
        label="Driver"
        placeholder={drivers ? 'Choose a driver' : 'Loading drivers…'}
        data={(drivers ?? []).map((user) => ({
          value: user.id,
          label: personName(user),
        }))}
        value={driver}
        onChange={setDriver}
        searchable
        nothingFoundMessage="No users with the driver role"
      />
      <FormFailure message={failure} />
      <DialogActions onCancel={onClose}>
        <Button mih={44} loading={isSaving} onClick={() => void save()}>
          Assign
        </Button>
      </DialogActions>
    </Stack>
  )
}
