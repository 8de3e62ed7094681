import { Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { errorMessage, serverFieldErrors } from '../../lib/api-error'
import { useAppForm } from '../../lib/form/app-form'
import { focusFirstError } from '../../lib/form/focus-first-error'
import { applyServerErrors, submitHandler } from '../../lib/form/server-errors'
import { notifySuccess } from '../../lib/notify'
import type { TypedPocketBase } from '../../lib/record-types'
import { currentPasswordSchema } from './auth-schemas'
import { FormAlert } from './form-alert'
import { PasswordField } from './password-field'
import { isTokenRefused } from './token-error'

const EXPIRED_LINK = 'This link is invalid or has expired. Ask for a new one on your profile page.'
const WRONG_PASSWORD = 'The password is not correct.'

interface ConfirmEmailChangeFormProps {
  pb: TypedPocketBase
  token: string
  newEmail: string
  onDone: () => void
}

/**
 * Confirms the new e-mail with the account's password. PocketBase then ends the account's
 * sessions (the SDK drops the one in this browser), so the user signs in with the new address.
 */
export function ConfirmEmailChangeForm({ pb, token, newEmail, onDone }: ConfirmEmailChangeFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onChange: currentPasswordSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await pb.collection('users').confirmEmailChange(token, value.password)
        notifySuccess('Email Changed', `Your email address is now ${newEmail}.`)
        onDone()
      } catch (error) {
        const { password: passwordError } = serverFieldErrors(error, { validation_invalid_password: WRONG_PASSWORD })
        if (passwordError) applyServerErrors(formApi, { password: passwordError })
        // Told once, in the form's alert (read out as it fills), not again in a toast.
        const message = isTokenRefused(error) ? EXPIRED_LINK : (passwordError ?? errorMessage(error, 'Failed to change the email'))
        if (message) setFailure(message)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label="Confirm your new email" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <Text c="gray.7">
          Enter your password to confirm <strong>{newEmail || 'your new email address'}</strong> as the email of your account.
        </Text>
        <FormAlert message={failure} />
        <form.AppField name="password">
          {() => <PasswordField label="Password" autoComplete="current-password" required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Confirm new email" busyLabel="Confirming..." size="md" />
        </form.AppForm>
      </Stack>
    </form>
  )
}
