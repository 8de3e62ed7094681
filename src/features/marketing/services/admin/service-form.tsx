import { Stack } from '@mantine/core'
import { useRef, useState } from 'react'
import { DialogActions, FormFailure } from '../../../../components/admin/form-dialog'
import { SERVICE_CATEGORIES } from '../../../../lib/field-values'
import { useAppForm } from '../../../../lib/form/app-form'
import { focusFirstError } from '../../../../lib/form/focus-first-error'
import { showSaveFailure } from '../../../../lib/form/save-failure'
import { submitHandler } from '../../../../lib/form/server-errors'
import { notifyError, notifySuccess } from '../../../../lib/notify'
import type { ServiceRecord, TypedPocketBase } from '../../../../lib/record-types'
import { addService, updateService } from './save-service'
import { newService, serviceSchema, serviceValuesOf } from './service-schema'
import { CheckboxField } from '../../../../lib/form/fields/checkbox-field'
import { SelectField } from '../../../../lib/form/fields/select-field'

interface ServiceFormProps {
  pb: TypedPocketBase
  /** The service to edit; none to add one. */
  service: ServiceRecord | null
  onSaved: (saved: ServiceRecord) => void
  onCancel: () => void
}

/** Name, category, short description, price and whether /services lists it. */
export function ServiceForm({ pb, service, onSaved, onCancel }: ServiceFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: service ? serviceValuesOf(service) : newService,
    validators: { onChange: serviceSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        const saved = service ? await updateService(pb, service.id, value) : await addService(pb, value)
        formApi.reset(serviceValuesOf(saved))
        if (service) notifySuccess('Service Updated', `${saved.name} has been saved.`)
        else notifySuccess('Service Added', `${saved.name} has been added.`)
        onSaved(saved)
      } catch (error) {
        const shown = showSaveFailure(formApi, error, 'Failed to save the service.')
        if (shown === undefined) return
        setFailure(shown)
        notifyError('Save Failed', 'Failed to save the service.')
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label={service ? 'Edit service' : 'Add service'} onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <form.AppField name="name">{(f) => <f.TextField label="Name" required />}</form.AppField>
        <form.AppField name="category">
          {() => <SelectField label="Category" data={SERVICE_CATEGORIES} placeholder="Choose a category" required />}
        </form.AppField>
        <form.AppField name="short_description">
          {(f) => <f.TextareaField label="Short Description" minRows={3} description="Shown on the /services page." />}
        </form.AppField>
        <form.AppField name="price">
          {(f) => <f.TextField label="Price" description='Free text, e.g. "Custom quote" or "From $4.50 per mile".' />}
        </form.AppField>
        <form.AppField name="active">
          {() => <CheckboxField label="Active (listed on /services)" size="md" />}
        </form.AppField>
        <FormFailure message={failure} />
        <DialogActions onCancel={onCancel}>
          <form.AppForm>
            <form.SubmitButton label={service ? 'Save Changes' : 'Add Service'} busyLabel="Saving..." mih={44} />
          </form.AppForm>
        </DialogActions>
      </Stack>
    </form>
  )
}
