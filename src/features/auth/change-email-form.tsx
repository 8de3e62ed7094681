import { Alert, Stack, Text } from '@mantine/core'
import { IconMailForward } from '@tabler/icons-react'
import * as v from 'valibot'
import { useRef, useState } from 'react'
import { EmailAddress } from '../../components/email-address'
import { errorMessage, serverFieldErrors } from '../../lib/api-error'
import { useAppForm } from '../../lib/form/app-form'
import { emailAddress } from '../../lib/form/schema-parts'
import { focusFirstError } from '../../lib/form/focus-first-error'
import { applyServerErrors, submitHandler } from '../../lib/form/server-errors'
import { notifyError } from '../../lib/notify'
import type { TypedPocketBase, UserRecord } from '../../lib/record-types'

const changeEmailSchema = v.object({ newEmail: emailAddress() })

/** Asks PocketBase to mail the new address a confirmation link (to /auth/confirm-email-change). */
export function ChangeEmailForm({ pb, user }: { pb: TypedPocketBase; user: UserRecord }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { newEmail: '' },
    validators: { onChange: changeEmailSchema },
    onSubmit: async ({ value, formApi }) => {
      const newEmail = value.newEmail.trim()
      try {
        await pb.collection('users').requestEmailChange(newEmail)
        setSentTo(newEmail)
        formApi.reset()
      } catch (error) {
        const fieldErrors = serverFieldErrors(error, {
          validation_invalid_new_email: 'This address cannot be used. It may belong to another account.',
          validation_not_in_invalid: 'This is already your email address.',
        })
        applyServerErrors(formApi, fieldErrors)
        const message = fieldErrors.newEmail ?? errorMessage(error, 'Failed to request the email change.')
        if (!message) return
        notifyError('Update Failed', message)
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label="Change email" onSubmit={submitHandler(form)}>
      <Stack gap="md" maw={420}>
        <Text c="gray.7" size="sm">
          Your email is{' '}
          <strong>
            <EmailAddress address={user.email} />
          </strong>
          . We'll send a confirmation link to the new address; the change
          takes effect once you open it.
        </Text>
        <div role="status">
          {sentTo && (
            <Alert color="green" variant="light" role="none" icon={<IconMailForward aria-hidden="true" />} title="Check your inbox">
              We sent a confirmation link to {sentTo}. It is valid for 30 minutes.
            </Alert>
          )}
        </div>
        <form.AppField name="newEmail">
          {(f) => <f.TextField label="New email" type="email" autoComplete="email" required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Send confirmation link" busyLabel="Sending..." style={{ alignSelf: 'flex-start' }} />
        </form.AppForm>
      </Stack>
    </form>
  )
}
