import '@mantine/core/styles/Input.layer.css'
import { SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useRef, useState } from 'react'
import { useAppForm } from '../../../lib/form/app-form'
import { focusFirstError } from '../../../lib/form/focus-first-error'
import { submitHandler } from '../../../lib/form/server-errors'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { TypedPocketBase, UserRecord } from '../../../lib/record-types'
import { DialogActions, FormFailure } from '../../../components/admin/form-dialog'
import { RolesField } from './roles-field'
import { showSaveFailure } from '../../../lib/form/save-failure'
import { editUserRecordFields, editUserSchema, editUserValuesOf } from './user-form-schema'

interface EditUserFormProps {
  pb: TypedPocketBase
  user: UserRecord
  onDone: () => void
}

/** An account's profile and roles; the server refuses what it must (the last admin's role). */
export function EditUserForm({ pb, user, onDone }: EditUserFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: editUserValuesOf(user),
    validators: { onChange: editUserSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        const saved = await pb.collection('users').update<UserRecord>(user.id, editUserRecordFields(value), { requestKey: null })
        formApi.reset(editUserValuesOf(saved))
        notifySuccess('User Updated', 'User information has been updated successfully.')
        onDone()
      } catch (error) {
        const shown = showSaveFailure(formApi, error, 'Failed to update user information.')
        if (shown === undefined) return
        setFailure(shown)
        notifyError('Update Failed', 'Failed to update user information.')
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label="Edit user" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <TextInput label="Email" value={user.email} readOnly description="The e-mail address cannot be changed here." />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="first_name">{(f) => <f.TextField label="First Name" />}</form.AppField>
          <form.AppField name="last_name">{(f) => <f.TextField label="Last Name" />}</form.AppField>
          <form.AppField name="phone">{(f) => <f.TextField label="Phone" type="tel" />}</form.AppField>
          <form.AppField name="company_name">{(f) => <f.TextField label="Company" />}</form.AppField>
        </SimpleGrid>
        <form.AppField name="roles">{() => <RolesField />}</form.AppField>
        <FormFailure message={failure} />
        <DialogActions onCancel={onDone}>
          <form.AppForm>
            <form.SubmitButton label="Save Changes" busyLabel="Saving..." mih={44} />
          </form.AppForm>
        </DialogActions>
      </Stack>
    </form>
  )
}
