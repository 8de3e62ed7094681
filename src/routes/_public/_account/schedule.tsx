import { Container } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { SignedInOnly } from '../../../features/auth/signed-in-only'
import { useAuth } from '../../../features/auth/use-auth'
import { DriverSchedule } from '../../../features/loads/driver/schedule'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/_account/schedule')({
  head: () => pageHead('Schedule', 'Your coming loads by day.'),
  component: SchedulePage,
})

function SchedulePage() {
  const { pb } = Route.useRouteContext()
  const { user } = useAuth()
  return (
    <SignedInOnly roles={['driver']}>
      <PageHero eyebrow="Driver" title="Schedule" subtitle="Your coming loads by pickup day." />
      <Container size="sm" py={{ base: 'lg', md: 40 }}>
        <DriverSchedule pb={pb} driverId={user?.id ?? ''} />
      </Container>
    </SignedInOnly>
  )
}
