import { Container } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { SignedInOnly } from '../../../features/auth/signed-in-only'
import { useAuth } from '../../../features/auth/use-auth'
import { EscortJobsList } from '../../../features/loads/pilot/escort-jobs-list'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/_account/escorts')({
  head: () => pageHead('Escort Jobs', 'Escort offers, accepted jobs and past jobs.'),
  component: EscortsPage,
})

function EscortsPage() {
  const { pb } = Route.useRouteContext()
  const { user } = useAuth()
  return (
    <SignedInOnly roles={['pilot_car']}>
      <PageHero eyebrow="Pilot car" title="Escort Jobs" subtitle="Answer offers, even without a connection; see the route, size and permits." />
      <Container size="sm" py={{ base: 'lg', md: 40 }}>
        <EscortJobsList pb={pb} pilotId={user?.id ?? ''} />
      </Container>
    </SignedInOnly>
  )
}
