import { Anchor, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { errorMessage, serverFieldErrors } from '../../lib/api-error'
import { useAppForm } from '../../lib/form/app-form'
import { focusFirstError } from '../../lib/form/focus-first-error'
import { applyServerErrors, submitHandler } from '../../lib/form/server-errors'
import { notifySuccess } from '../../lib/notify'
import type { TypedPocketBase } from '../../lib/record-types'
import { resetPassword } from './account-calls'
import { passwordPairSchema } from './auth-schemas'
import { FormAlert } from './form-alert'
import { PasswordField } from './password-field'
import { isTokenRefused } from './token-error'

const EXPIRED_LINK = 'This reset link is invalid or has expired. Ask for a new one with "Forgot password?" on the sign-in page.'

interface ResetPasswordFormProps {
  pb: TypedPocketBase
  token: string
  onDone: () => void
}

/** Sets a new password with the token of the reset link (which then stops working). */
export function ResetPasswordForm({ pb, token, onDone }: ResetPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { password: '', passwordConfirm: '' },
    validators: { onChange: passwordPairSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await resetPassword(pb, token, value.password, value.passwordConfirm)
        notifySuccess('Password Changed', 'You can now sign in with your new password.')
        onDone()
      } catch (error) {
        const message = isTokenRefused(error) ? EXPIRED_LINK : errorMessage(error, 'Failed to change the password')
        if (!message) return
        applyServerErrors(formApi, serverFieldErrors(error))
        // Told once, in the form's alert (read out as it fills), not again in a toast.
        setFailure(message)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label="Choose a new password" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <Text c="gray.7">Choose a new password for your account. You'll use it the next time you sign in.</Text>
        <FormAlert message={failure} />
        <form.AppField name="password">
          {() => <PasswordField label="New password" description="At least 8 characters" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppField name="passwordConfirm">
          {() => <PasswordField label="Confirm new password" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Set new password" busyLabel="Saving..." size="md" />
        </form.AppForm>
        <Anchor component={Link} to="/auth" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  )
}
