import '@mantine/core/styles/Progress.layer.css'
import { Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { FormFailure } from '../../../components/admin/form-dialog'
import { SERVER_IMAGE_TYPES } from '../../../components/admin/image-upload-field'
import { useAppForm } from '../../../lib/form/app-form'
import { focusFirstError } from '../../../lib/form/focus-first-error'
import { showSaveFailure } from '../../../lib/form/save-failure'
import { submitHandler } from '../../../lib/form/server-errors'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { TypedPocketBase } from '../../../lib/record-types'
import { FLEET_STATUS_OPTIONS } from './fleet-statuses'
import { fleetToasts, saveFailed } from './fleet-texts'
import type { FleetVehicle } from './fleet-vehicle'
import { failureReason } from './failure-reason'
import { saveVehicle } from './save-vehicle'
import { VehicleMeasures } from './vehicle-measures'
import { emptyVehicle, vehicleFormData, vehicleFormValues, vehicleSchema } from './vehicle-form-schema'
import { FileField } from '../../../lib/form/fields/file-field'
import { SelectField } from '../../../lib/form/fields/select-field'

interface VehicleFormProps {
  pb: TypedPocketBase
  /** The vehicle to edit; a new one without it. */
  vehicle?: FleetVehicle
  onSaved: (vehicle: FleetVehicle) => void
  onCancel: () => void
}

/** A vehicle's fields, checked as the server checks them; the server's field errors show beside each. */
export function VehicleForm({ pb, vehicle, onSaved, onCancel }: VehicleFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const isNew = !vehicle
  const form = useAppForm({
    defaultValues: vehicle ? vehicleFormValues(vehicle) : emptyVehicle,
    validators: { onChange: vehicleSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        if (value.image) setProgress(0)
        const saved = await saveVehicle(pb, { id: vehicle?.id, body: vehicleFormData(value), onProgress: setProgress })
        formApi.reset(vehicleFormValues(saved))
        const { title, message } = isNew ? fleetToasts.added : fleetToasts.updated
        notifySuccess(title, message)
        onSaved(saved)
      } catch (error) {
        const reason = failureReason(error)
        if (reason === undefined) return
        // The toast goes in 5 s: what no field shows is also said in the form, until the next try.
        setFailure(showSaveFailure(formApi, error, reason) ?? null)
        const { title, message } = saveFailed(isNew, reason)
        notifyError(title, message)
        focusFirstError(formRef.current)
      } finally {
        setProgress(null)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label={isNew ? 'New vehicle' : 'Vehicle details'} onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="name">{(f) => <f.TextField label="Vehicle Name" required maxLength={100} />}</form.AppField>
          <form.AppField name="status">
            {() => <SelectField label="Status" data={FLEET_STATUS_OPTIONS} required />}
          </form.AppField>
        </SimpleGrid>
        <form.AppField name="description">{(f) => <f.TextareaField label="Description" minRows={2} maxRows={6} />}</form.AppField>
        <VehicleMeasures form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="license_plate">
            {(f) => <f.TextField label="License Plate" description="Shown in the back office only" maxLength={20} />}
          </form.AppField>
          <form.AppField name="vin">
            {(f) => <f.TextField label="VIN" description="Shown in the back office only" maxLength={17} />}
          </form.AppField>
        </SimpleGrid>
        {isNew && (
          <form.AppField name="image">
            {() => (
              <FileField
                label="Vehicle photo"
                description="JPEG, PNG, WebP or GIF, up to 25 MB; sent with the vehicle"
                accept={SERVER_IMAGE_TYPES.join(',')}
              />
            )}
          </form.AppField>
        )}
        {progress !== null && (
          <div>
            <Text size="sm" aria-hidden="true">
              Uploading photo… {Math.round(progress * 100)}%
            </Text>
            <Progress value={progress * 100} aria-label="Uploading photo" animated={progress < 1} />
          </div>
        )}
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onCancel}>
            Cancel
          </Button>
          <form.AppForm>
            <form.SubmitButton mih={44} label={isNew ? 'Add Vehicle' : 'Save Changes'} busyLabel="Saving..." />
          </form.AppForm>
        </Group>
      </Stack>
    </form>
  )
}
