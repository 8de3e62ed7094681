import { Group, SimpleGrid } from '@mantine/core'
import { useRef, useState } from 'react'
import { FormFailure } from '../../../components/admin/form-dialog'
import { useAppForm } from '../../../lib/form/app-form'
import { focusFirstError } from '../../../lib/form/focus-first-error'
import { showSaveFailure } from '../../../lib/form/save-failure'
import { submitHandler } from '../../../lib/form/server-errors'
import { US_STATES } from '../../../lib/collections'
import type { TypedPocketBase } from '../../../lib/record-types'
import { addAvailability, addCertification, availabilitySchema, certificationSchema } from './pilot-records'
import { SelectField } from '../../../lib/form/fields/select-field'

interface AddFormProps {
  pb: TypedPocketBase
  pilot: string
  onAdded: () => void
}

/** A date range the pilot can escort, with the home base they start from. */
export function AvailabilityForm({ pb, pilot, onAdded }: AddFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { starts_on: '', ends_on: '', home_base: '' },
    validators: { onChange: availabilitySchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await addAvailability(pb, pilot, value)
        formApi.reset()
        setFailure(null)
        onAdded()
      } catch (error) {
        setFailure(showSaveFailure(formApi, error, 'Failed to save the availability.') ?? null)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })
  return (
    <form ref={formRef} noValidate aria-label="Add availability" onSubmit={submitHandler(form)}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <form.AppField name="starts_on">{(f) => <f.TextField label="From" type="date" required />}</form.AppField>
        <form.AppField name="ends_on">{(f) => <f.TextField label="To" type="date" required />}</form.AppField>
        <form.AppField name="home_base">{(f) => <f.TextField label="Home base" required maxLength={200} />}</form.AppField>
      </SimpleGrid>
      <FormFailure message={failure} />
      <Group justify="flex-end" mt="sm">
        <form.AppForm>
          <form.SubmitButton mih={44} label="Add availability" busyLabel="Saving..." />
        </form.AppForm>
      </Group>
    </form>
  )
}

/** An escort certification for one state, with its expiry date. */
export function CertificationForm({ pb, pilot, onAdded }: AddFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { state: '', expires_on: '', certificate_number: '' },
    validators: { onChange: certificationSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await addCertification(pb, pilot, value)
        formApi.reset()
        setFailure(null)
        onAdded()
      } catch (error) {
        setFailure(showSaveFailure(formApi, error, 'Failed to save the certification.') ?? null)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })
  return (
    <form ref={formRef} noValidate aria-label="Add certification" onSubmit={submitHandler(form)}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <form.AppField name="state">{() => <SelectField label="State" data={[...US_STATES]} searchable required />}</form.AppField>
        <form.AppField name="expires_on">{(f) => <f.TextField label="Expires on" type="date" required />}</form.AppField>
        <form.AppField name="certificate_number">{(f) => <f.TextField label="Certificate number" maxLength={100} />}</form.AppField>
      </SimpleGrid>
      <FormFailure message={failure} />
      <Group justify="flex-end" mt="sm">
        <form.AppForm>
          <form.SubmitButton mih={44} label="Add certification" busyLabel="Saving..." />
        </form.AppForm>
      </Group>
    </form>
  )
}
