import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconWifiOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { VerificationOutcome } from './confirm-verification'

interface VerifyEmailResultProps {
  outcome: VerificationOutcome
  isSignedIn: boolean
  onRetry: () => void
}

const MESSAGES: Record<VerificationOutcome, { title: string; text: string; color: string; icon: ReactNode }> = {
  verified: {
    title: 'Your email is verified',
    text: 'Thank you for confirming your email address. Your account is ready.',
    color: 'green',
    icon: <IconCircleCheck size={32} aria-hidden="true" />,
  },
  'already-used': {
    title: 'This link was already used',
    text: 'Your email address is already confirmed. There is nothing more to do.',
    color: 'green',
    icon: <IconCircleCheck size={32} aria-hidden="true" />,
  },
  invalid: {
    title: 'This link is invalid or has expired',
    text: 'Verification links work for one day. Sign in and ask for a new one on your profile page.',
    color: 'red',
    icon: <IconAlertTriangle size={32} aria-hidden="true" />,
  },
  unreachable: {
    title: "We couldn't confirm your email right now",
    text: 'The server could not be reached. Check your connection and try again.',
    color: 'orange',
    icon: <IconWifiOff size={32} aria-hidden="true" />,
  },
}

/** What happened to the verification link, and where to go next. */
export function VerifyEmailResult({ outcome, isSignedIn, onRetry }: VerifyEmailResultProps) {
  const { title, text, color, icon } = MESSAGES[outcome]
  return (
    <Stack align="center" ta="center" gap="md" role="status">
      <ThemeIcon size={64} radius="xl" color={color} variant="light">
        {icon}
      </ThemeIcon>
      <Title order={2}>{title}</Title>
      <Text c="gray.7">{text}</Text>
      {outcome === 'unreachable' ? (
        <Button onClick={onRetry}>Try again</Button>
      ) : isSignedIn ? (
        <Button component={Link} to="/dashboard">
          Go to My Profile
        </Button>
      ) : (
        <Button component={Link} to="/auth">
          Sign In
        </Button>
      )}
    </Stack>
  )
}
