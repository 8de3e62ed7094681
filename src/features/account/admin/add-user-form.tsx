import { SimpleGrid, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { useAppForm } from '../../../lib/form/app-form'
import { focusFirstError } from '../../../lib/form/focus-first-error'
import { submitHandler } from '../../../lib/form/server-errors'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { TypedPocketBase } from '../../../lib/record-types'
import { addUser } from './add-user'
import { DialogActions, FormFailure } from '../../../components/admin/form-dialog'
import { RolesField } from './roles-field'
import { showSaveFailure } from '../../../lib/form/save-failure'
import { addUserSchema, emptyNewUser } from './user-form-schema'

/** A new account for someone; the server mails them a link to choose their password. */
export function AddUserForm({ pb, onDone }: { pb: TypedPocketBase; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: emptyNewUser,
    validators: { onChange: addUserSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        const added = await addUser(pb, value)
        formApi.reset()
        notifySuccess('User Added', `An e-mail with a link to set a password was sent to ${added.email}.`)
        onDone()
      } catch (error) {
        const shown = showSaveFailure(formApi, error, 'Failed to add the user.')
        if (shown === undefined) return
        setFailure(shown)
        notifyError('Add Failed', 'Failed to add the user.')
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label="Add user" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          The new user gets an e-mail with a link to set their password.
        </Text>
        <form.AppField name="email">{(f) => <f.TextField label="Email" type="email" autoComplete="off" required />}</form.AppField>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="first_name">{(f) => <f.TextField label="First Name" required />}</form.AppField>
          <form.AppField name="last_name">{(f) => <f.TextField label="Last Name" required />}</form.AppField>
          <form.AppField name="phone">{(f) => <f.TextField label="Phone" type="tel" />}</form.AppField>
          <form.AppField name="company_name">{(f) => <f.TextField label="Company" />}</form.AppField>
        </SimpleGrid>
        <form.AppField name="roles">{() => <RolesField required />}</form.AppField>
        <FormFailure message={failure} />
        <DialogActions onCancel={onDone}>
          <form.AppForm>
            <form.SubmitButton label="Add User" busyLabel="Adding..." mih={44} />
          </form.AppForm>
        </DialogActions>
      </Stack>
    </form>
  )
}
