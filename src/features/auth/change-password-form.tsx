import { Stack } from '@mantine/core'
import * as v from 'valibot'
import { useRef } from 'react'
import { errorMessage, serverFieldErrors } from '../../lib/api-error'
import { useAppForm } from '../../lib/form/app-form'
import { REQUIRED } from '../../lib/form/schema-parts'
import { focusFirstError } from '../../lib/form/focus-first-error'
import { applyServerErrors, submitHandler } from '../../lib/form/server-errors'
import { notifyError, notifySuccess } from '../../lib/notify'
import type { TypedPocketBase, UserRecord } from '../../lib/record-types'
import { passwordPairSchema } from './auth-schemas'
import { PasswordField } from './password-field'

const changePasswordSchema = v.intersect([v.object({ oldPassword: v.pipe(v.string(), v.nonEmpty(REQUIRED)) }), passwordPairSchema])
const emptyValues = { oldPassword: '', password: '', passwordConfirm: '' }

/**
 * Changes the password. The server then ends every session of the account, including this
 * one, so the user is signed in again with the new password at once.
 */
export function ChangePasswordForm({ pb, user }: { pb: TypedPocketBase; user: UserRecord }) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: emptyValues,
    validators: { onChange: changePasswordSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await pb.collection('users').update(user.id, value)
        await pb.collection('users').authWithPassword(user.email, value.password)
        formApi.reset(emptyValues)
        notifySuccess('Password Changed', 'Your password has been changed.')
      } catch (error) {
        const fieldErrors = serverFieldErrors(error, { validation_invalid_old_password: 'The current password is not correct.' })
        applyServerErrors(formApi, fieldErrors)
        const message = Object.values(fieldErrors)[0] ?? errorMessage(error, 'Failed to change your password.')
        if (!message) return
        notifyError('Update Failed', message)
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label="Change password" onSubmit={submitHandler(form)}>
      <Stack gap="md" maw={420}>
        <form.AppField name="oldPassword">
          {() => <PasswordField label="Current password" autoComplete="current-password" required />}
        </form.AppField>
        <form.AppField name="password">
          {() => <PasswordField label="New password" description="At least 8 characters" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppField name="passwordConfirm">
          {() => <PasswordField label="Confirm new password" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Change password" busyLabel="Changing..." style={{ alignSelf: 'flex-start' }} />
        </form.AppForm>
      </Stack>
    </form>
  )
}
