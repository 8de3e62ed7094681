import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useRef, useState } from 'react'
import { errorMessage, serverFieldErrors } from '../../lib/api-error'
import { useAppForm } from '../../lib/form/app-form'
import { useFormDraft, useFormDraftSaving } from '../../lib/form/use-form-draft'
import { focusFirstError } from '../../lib/form/focus-first-error'
import { applyServerErrors, submitHandler } from '../../lib/form/server-errors'
import { dismissToasts } from '../../lib/notify'
import { loadPocketBase } from '../../lib/pocketbase'
import type { TypedPocketBase } from '../../lib/record-types'
import { signUp } from './account-calls'
import { emptyRegistration, registerSchema, type RegisterValues } from './auth-schemas'
import { CheckInbox } from './check-inbox'
import { FormAlert } from './form-alert'
import { PasswordField } from './password-field'
import { RoleChoiceField } from './role-choice-field'

const CLEARER_MESSAGES = { validation_not_unique: 'An account with this email already exists.' }
// What a visit to the privacy page and back, or a reload, keeps; never the password.
const KEPT = { name: 'register', fields: ['first_name', 'last_name', 'email', 'role'] } as const satisfies {
  name: string
  fields: readonly (keyof RegisterValues)[]
}

interface RegisterFormProps {
  /** To the sign-in form, with the new account's e-mail filled in. */
  onSignIn: (email: string) => void
}

/** Creates an account; then, in its place, says where the confirmation link went. */
export function RegisterForm({ onSignIn }: RegisterFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [registered, setRegistered] = useState<{ email: string; pb: TypedPocketBase } | null>(null)
  const draft = useFormDraft(emptyRegistration, KEPT)
  const form = useAppForm({
    defaultValues: draft.defaults,
    validators: { onChange: registerSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        const pb = await loadPocketBase()
        await signUp(pb, value)
        // An error told about an earlier attempt is over now.
        dismissToasts()
        formApi.reset()
        draft.discard()
        setRegistered({ email: value.email.trim(), pb })
      } catch (error) {
        const fieldErrors = serverFieldErrors(error, CLEARER_MESSAGES)
        applyServerErrors(formApi, fieldErrors)
        // A field's error is told once, beside the field (which takes the focus and reads it);
        // any other, once, in the form's alert, not again in a toast.
        const message = Object.keys(fieldErrors).length ? null : errorMessage(error, 'Failed to create account')
        if (message === undefined) return
        setFailure(message)
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })
  useFormDraftSaving<RegisterValues>(form, KEPT)

  if (registered) return <CheckInbox pb={registered.pb} email={registered.email} onSignIn={() => onSignIn(registered.email)} />
  return (
    <form ref={formRef} noValidate aria-labelledby="register-title" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="register-title">
            Create an account
          </Title>
          <Text c="gray.7" size="sm">
            Register to request quotes and track shipments
          </Text>
        </div>
        <FormAlert message={failure} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <form.AppField name="first_name">
            {(f) => <f.TextField label="First Name" autoComplete="given-name" required />}
          </form.AppField>
          <form.AppField name="last_name">
            {(f) => <f.TextField label="Last Name" autoComplete="family-name" required />}
          </form.AppField>
        </SimpleGrid>
        <form.AppField name="email">
          {(f) => <f.TextField label="Email" type="email" autoComplete="email" required />}
        </form.AppField>
        <form.AppField name="password">
          {() => <PasswordField label="Password" description="At least 8 characters" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppField name="role">{() => <RoleChoiceField />}</form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Create account" busyLabel="Creating account..." size="md" fullWidth />
        </form.AppForm>
      </Stack>
    </form>
  )
}
