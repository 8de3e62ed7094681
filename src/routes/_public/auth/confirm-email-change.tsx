import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'
import { getTokenPayload } from 'pocketbase'
import { useState } from 'react'
import { PageHero } from '../../../components/page-hero'
import { ConfirmEmailChangeForm } from '../../../features/auth/confirm-email-change-form'
import { pageHead } from '../../../lib/head'
import { optionalString } from '../../../lib/search-params'
import { withPocketBase } from '../../../lib/pocketbase'

/** Landing page of the e-mail change confirmation link (PocketBase mails `?token=`). */
export const Route = createFileRoute('/_public/auth/confirm-email-change')({
  beforeLoad: withPocketBase,
  validateSearch: (search): { token?: string } => ({ token: optionalString(search.token) }),
  head: () => pageHead('Confirm Your New Email'),
  component: ConfirmEmailChangePage,
})

function ConfirmEmailChangePage() {
  const { pb } = Route.useRouteContext()
  const { token } = Route.useSearch()
  const [isDone, setIsDone] = useState(false)
  const newEmail = token ? String(getTokenPayload(token).newEmail ?? '') : ''

  return (
    <>
      <PageHero eyebrow="Account" title="Confirm Your New Email" />
      <Container size="sm" py={{ base: 'xl', md: 64 }}>
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
          {isDone || !token ? (
            <Stack align="flex-start" gap="md" role="status">
              <Title order={2}>{isDone ? 'Your email address has been changed' : 'This link is incomplete'}</Title>
              <Text c="gray.7">
                {isDone
                  ? `Sign in with ${newEmail} from now on.`
                  : 'Open the link from the email again, or ask for a new one on your profile page.'}
              </Text>
              <Button component={Link} to="/auth">
                Sign In
              </Button>
            </Stack>
          ) : (
            <ConfirmEmailChangeForm pb={pb} token={token} newEmail={newEmail} onDone={() => setIsDone(true)} />
          )}
        </Paper>
      </Container>
    </>
  )
}
