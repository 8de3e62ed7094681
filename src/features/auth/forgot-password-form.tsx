import { Alert, Anchor, Stack, Text, Title } from '@mantine/core'
import { IconMailForward } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { errorMessage } from '../../lib/api-error'
import { useAppForm } from '../../lib/form/app-form'
import { focusFirstError } from '../../lib/form/focus-first-error'
import { submitHandler } from '../../lib/form/server-errors'
import { loadPocketBase } from '../../lib/pocketbase'
import { requestPasswordReset } from './account-calls'
import { forgotPasswordSchema } from './auth-schemas'
import panelClasses from './auth-panel.module.css'
import { FormAlert } from './form-alert'

interface ForgotPasswordFormProps {
  initialEmail: string
  onBack: () => void
}

/** Mails a link to /auth/reset, where the user chooses a new password. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  // A result speaks of the address it was asked for: a new attempt or address replaces it.
  const clearResult = () => {
    setFailure(null)
    setSentTo(null)
  }
  const form = useAppForm({
    defaultValues: { email: initialEmail },
    validators: { onChange: forgotPasswordSchema },
    listeners: { onChange: clearResult },
    onSubmit: async ({ value }) => {
      clearResult()
      try {
        await requestPasswordReset(await loadPocketBase(), value.email)
        setSentTo(value.email.trim())
      } catch (error) {
        const message = errorMessage(error, 'Failed to send the reset link')
        if (message) setFailure(message)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-labelledby="forgot-title" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="forgot-title">
            Reset your password
          </Title>
          <Text c="gray.7" size="sm">
            Enter the email of your account and we'll send you a link to choose a new password.
          </Text>
        </div>
        <FormAlert message={failure} />
        <div role="status">
          {sentTo && (
            <Alert color="green" variant="light" role="none" icon={<IconMailForward aria-hidden="true" />} title="Check your email">
              If an account exists for {sentTo}, a link to reset its password is on its way. It is valid for 30 minutes.
            </Alert>
          )}
        </div>
        <form.AppField name="email">
          {(f) => <f.TextField label="Email" type="email" autoComplete="email" required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Send reset link" busyLabel="Sending..." size="md" fullWidth />
        </form.AppForm>
        <Anchor component="button" type="button" size="sm" className={panelClasses.textAction} onClick={onBack} ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  )
}
