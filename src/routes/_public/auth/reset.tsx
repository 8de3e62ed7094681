import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHero } from '../../../components/page-hero'
import { ResetPasswordForm } from '../../../features/auth/reset-password-form'
import { pageHead } from '../../../lib/head'
import { optionalString } from '../../../lib/search-params'
import { withPocketBase } from '../../../lib/pocketbase'

/** Landing page of the password reset link (PocketBase mails `?token=`). */
export const Route = createFileRoute('/_public/auth/reset')({
  beforeLoad: withPocketBase,
  validateSearch: (search): { token?: string } => ({ token: optionalString(search.token) }),
  head: () => pageHead('Reset Your Password'),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { pb } = Route.useRouteContext()
  const { token } = Route.useSearch()
  const [isDone, setIsDone] = useState(false)

  return (
    <>
      <PageHero eyebrow="Account" title="Reset Your Password" />
      <Container size="sm" py={{ base: 'xl', md: 64 }}>
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
          {isDone || !token ? (
            <Stack align="flex-start" gap="md" role="status">
              <Title order={2}>{isDone ? 'Your password has been changed' : 'This reset link is incomplete'}</Title>
              <Text c="gray.7">
                {isDone
                  ? 'Sign in with your new password.'
                  : 'Open the link from the email again, or ask for a new one with "Forgot password?" on the sign-in page.'}
              </Text>
              <Button component={Link} to="/auth">
                Sign In
              </Button>
            </Stack>
          ) : (
            <ResetPasswordForm pb={pb} token={token} onDone={() => setIsDone(true)} />
          )}
        </Paper>
      </Container>
    </>
  )
}
