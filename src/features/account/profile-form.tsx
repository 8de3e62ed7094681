import { SimpleGrid, Stack } from '@mantine/core'
import { useRef } from 'react'
import { errorMessage, serverFieldErrors } from '../../lib/api-error'
import { useAppForm } from '../../lib/form/app-form'
import { focusFirstError } from '../../lib/form/focus-first-error'
import { applyServerErrors, submitHandler } from '../../lib/form/server-errors'
import { notifyError, notifySuccess } from '../../lib/notify'
import type { TypedPocketBase, UserRecord } from '../../lib/record-types'
import { profileRecordFields, profileSchema, profileValuesOf } from './profile-schema'

interface ProfileFormProps {
  pb: TypedPocketBase
  user: UserRecord
}

/** Name, phone and company. The SDK updates the session's copy of the user on save. */
export function ProfileForm({ pb, user }: ProfileFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: profileValuesOf(user),
    validators: { onChange: profileSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await pb.collection('users').update<UserRecord>(user.id, profileRecordFields(value))
        formApi.reset(profileValuesOf(saved))
        notifySuccess('Profile Updated', 'Your profile details have been saved.')
      } catch (error) {
        const message = errorMessage(error, 'Failed to update your profile.')
        if (!message) return
        applyServerErrors(formApi, serverFieldErrors(error))
        notifyError('Update Failed', message)
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label="Personal details" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="first_name">
            {(f) => <f.TextField label="First Name" autoComplete="given-name" required />}
          </form.AppField>
          <form.AppField name="last_name">
            {(f) => <f.TextField label="Last Name" autoComplete="family-name" required />}
          </form.AppField>
          <form.AppField name="phone">{(f) => <f.TextField label="Phone" type="tel" autoComplete="tel" />}</form.AppField>
          <form.AppField name="company_name">
            {(f) => <f.TextField label="Company" autoComplete="organization" />}
          </form.AppField>
        </SimpleGrid>
        <form.AppForm>
          <form.SubmitButton label="Save changes" busyLabel="Saving..." style={{ alignSelf: 'flex-start' }} />
        </form.AppForm>
      </Stack>
    </form>
  )
}
