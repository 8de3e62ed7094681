import { Center, Loader, Text } from '@mantine/core'
import { Suspense, use, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { confirmVerificationOnce, forgetVerificationAttempt } from './confirm-verification'
import { useAuth } from './use-auth'
import { VerifyEmailResult } from './verify-email-result'

/** Confirms the link's token as soon as the page opens and says what happened. */
export function VerifyEmail({ pb, token }: { pb: TypedPocketBase; token: string | undefined }) {
  const [attempt, setAttempt] = useState(0)
  const { isSignedIn } = useAuth()
  if (!token) return <VerifyEmailResult outcome="invalid" isSignedIn={isSignedIn} onRetry={() => {}} />

  const retry = () => {
    forgetVerificationAttempt(token)
    setAttempt(attempt + 1)
  }
  return (
    <Suspense
      fallback={
        <Center role="status">
          <Loader size="sm" mr="sm" aria-hidden="true" />
          <Text>Confirming your email address...</Text>
        </Center>
      }
    >
      <VerifyEmailOutcome key={attempt} outcome={confirmVerificationOnce(pb, token)} onRetry={retry} />
    </Suspense>
  )
}

function VerifyEmailOutcome({ outcome, onRetry }: { outcome: ReturnType<typeof confirmVerificationOnce>; onRetry: () => void }) {
  const { isSignedIn } = useAuth()
  return <VerifyEmailResult outcome={use(outcome)} isSignedIn={isSignedIn} onRetry={onRetry} />
}
