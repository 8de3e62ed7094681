import { Anchor, Group, Stack } from '@mantine/core'
import { useRef, useState } from 'react'
import { errorMessage } from '../../lib/api-error'
import { useAppForm } from '../../lib/form/app-form'
import { focusFirstError } from '../../lib/form/focus-first-error'
import { submitHandler } from '../../lib/form/server-errors'
import { loadPocketBase } from '../../lib/pocketbase'
import { signIn } from './account-calls'
import { loginSchema, type LoginValues } from './auth-schemas'
import panelClasses from './auth-panel.module.css'
import { FormAlert } from './form-alert'
import { PasswordField } from './password-field'

interface LoginFormProps {
  /** Filled in for a visitor who has just registered. */
  initialEmail?: string
  onForgotPassword: (email: string) => void
}

/** Sign-in; once the session exists the /auth route sends the user on (see its beforeLoad). */
export function LoginForm({ initialEmail = '', onForgotPassword }: LoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { email: initialEmail, password: '' } satisfies LoginValues,
    validators: { onChange: loginSchema },
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        await signIn(await loadPocketBase(), value.email, value.password)
      } catch (error) {
        // Told once, in the form's alert (read out as it fills), not again in a toast.
        const message = errorMessage(error, 'Failed to sign in')
        if (message) setFailure(message)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label="Sign in" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <FormAlert message={failure} />
        <form.AppField name="email">
          {(f) => <f.TextField label="Email" type="email" autoComplete="email" required />}
        </form.AppField>
        <form.AppField name="password">{() => <PasswordField label="Password" autoComplete="current-password" required />}</form.AppField>
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" className={panelClasses.textAction} onClick={() => onForgotPassword(form.getFieldValue('email'))}>
            Forgot password?
          </Anchor>
        </Group>
        <form.AppForm>
          <form.SubmitButton label="Sign in" busyLabel="Signing in..." size="md" fullWidth />
        </form.AppForm>
      </Stack>
    </form>
  )
}
