import { Button, Container, Group, Text } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { SignedInOnly } from '../../../features/auth/signed-in-only'
import { useAuth } from '../../../features/auth/use-auth'
import { AVAILABILITY_ANCHOR } from '../../../features/loads/pilot/availability-anchor'
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
        {/* Offers follow what the pilot says there: a new pilot, with no dates, gets none until then. */}
        <Group justify="space-between" gap="sm" mb="lg">
          <Text>Dispatch offers escorts by your available dates and state certifications.</Text>
          <Button component={Link} to="/profile" hash={AVAILABILITY_ANCHOR} variant="light" leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}>
            Update availability
          </Button>
        </Group>
        <EscortJobsList pb={pb} pilotId={user?.id ?? ''} />
      </Container>
    </SignedInOnly>
  )
}
