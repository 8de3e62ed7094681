import { Alert, Button, Text } from '@mantine/core'
import { IconMailExclamation } from '@tabler/icons-react'
import { useState } from 'react'
import { EmailAddress } from '../../components/email-address'
import { notifyError, notifySuccess } from '../../lib/notify'
import type { TypedPocketBase } from '../../lib/record-types'
import { errorMessage } from '../../lib/api-error'

interface VerifyEmailNoticeProps {
  pb: TypedPocketBase
  email: string
}

/** Reminds a user who has not confirmed their e-mail yet, and mails the link again on request. */
export function VerifyEmailNotice({ pb, email }: VerifyEmailNoticeProps) {
  const [isSending, setIsSending] = useState(false)

  const resend = async () => {
    setIsSending(true)
    try {
      await pb.collection('users').requestVerification(email)
      notifySuccess('Verification Email Sent', `We sent a new link to ${email}.`)
    } catch (error) {
      const message = errorMessage(error, 'Failed to send the verification email')
      if (message) notifyError('Error', message)
    } finally {
      setIsSending(false)
    }
  }

  return (
    <Alert variant="light" color="hazard" role="none" icon={<IconMailExclamation aria-hidden="true" />} title="Please confirm your e-mail address">
      <Text size="sm">
        We sent a verification link to{' '}
        <strong>
          <EmailAddress address={email} />
        </strong>
        . Open it to confirm that this address is yours.
      </Text>
      <Button size="compact-md" mt="sm" loading={isSending} onClick={() => void resend()}>
        Send the link again
      </Button>
    </Alert>
  )
}
