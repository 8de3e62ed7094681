import { Container, Paper } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { VerifyEmail } from '../../../features/auth/verify-email'
import { pageHead } from '../../../lib/head'
import { optionalString } from '../../../lib/search-params'
import { withPocketBase } from '../../../lib/pocketbase'

/** Landing page of the e-mail verification link (PocketBase mails `?token=`). */
export const Route = createFileRoute('/_public/auth/verify')({
  beforeLoad: withPocketBase,
  validateSearch: (search): { token?: string } => ({ token: optionalString(search.token) }),
  head: () => pageHead('Verify Your Email'),
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { pb } = Route.useRouteContext()
  const { token } = Route.useSearch()
  return (
    <>
      <PageHero eyebrow="Account" title="Verify Your Email" />
      <Container size="sm" py={{ base: 'xl', md: 64 }}>
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <VerifyEmail pb={pb} token={token} />
        </Paper>
      </Container>
    </>
  )
}
