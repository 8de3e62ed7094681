import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMailForward } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { EmailAddress } from '../../components/email-address'
import { errorMessage } from '../../lib/api-error'
import type { TypedPocketBase } from '../../lib/record-types'
import classes from './check-inbox.module.css'

/** PocketBase mails a verification link at most once in this long, and quietly drops a request sooner. */
export const RESEND_AFTER_MS = 2 * 60 * 1000

interface CheckInboxProps {
  pb: TypedPocketBase
  email: string
  onSignIn: () => void
}

const timeOf = (ms: number) => new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

/** Whether `at` has come, re-rendering once it does. */
function useHasCome(at: number): boolean {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, at - Date.now()))
    return () => clearTimeout(timer)
  }, [at])
  return now >= at
}

/** What a new account sees in place of the registration form: where the confirmation link went. */
export function CheckInbox({ pb, email, onSignIn }: CheckInboxProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [isSending, setIsSending] = useState(false)
  const [lastSentAt, setLastSentAt] = useState(() => Date.now())
  const [wasResent, setWasResent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const canSendAgain = useHasCome(lastSentAt + RESEND_AFTER_MS)
  useEffect(() => headingRef.current?.focus(), [])

  const sendAgain = async () => {
    setIsSending(true)
    setFailure(null)
    try {
      await pb.collection('users').requestVerification(email)
      setLastSentAt(Date.now())
      setWasResent(true)
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to send the verification email') ?? null)
    } finally {
      setIsSending(false)
    }
  }

  return (
    <Stack gap="md">
      {/* The icon is a div, which a heading may not hold: it sits beside it. */}
      <div className={classes.heading}>
        <ThemeIcon size={36} radius="xl" color="green.8" aria-hidden="true">
          <IconMailForward size={20} />
        </ThemeIcon>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} className={classes.title}>
          Check your inbox
        </Title>
      </div>
      <Text>
        Your account is created. We sent a link to confirm your e-mail address to{' '}
        <strong>
          <EmailAddress address={email} />
        </strong>
        . Open it, then sign in.
      </Text>
      <div role="status">
        <Text size="sm" c="gray.7">
          {wasResent && <strong>Sent again at {timeOf(lastSentAt)}. </strong>}
          {canSendAgain
            ? 'Nothing there? Look in your spam folder, or send the link again.'
            : `Nothing there after a few minutes? Look in your spam folder; you can ask for another link from ${timeOf(lastSentAt + RESEND_AFTER_MS)}.`}
        </Text>
      </div>
      <div role="alert">
        {failure && (
          <Alert color="red" variant="light" role="none">
            {failure}
          </Alert>
        )}
      </div>
      <Group gap="sm">
        <Button onClick={onSignIn}>Sign in</Button>
        <Button variant="default" loading={isSending} disabled={!canSendAgain} onClick={() => void sendAgain()}>
          Send again
        </Button>
      </Group>
    </Stack>
  )
}
