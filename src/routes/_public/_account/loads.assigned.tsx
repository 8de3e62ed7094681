import { Container } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { SignedInOnly } from '../../../features/auth/signed-in-only'
import { useAuth } from '../../../features/auth/use-auth'
import { MyLoads } from '../../../features/loads/driver/my-loads'
import { pageHead } from '../../../lib/head'
import { optionalRecordId } from '../../../lib/search-params'

export const Route = createFileRoute('/_public/_account/loads/assigned')({
  /** `load`: the load whose details are open. */
  validateSearch: (search: Record<string, unknown>): { load?: string } => ({
    load: optionalRecordId(search.load),
  }),
  head: () => pageHead('My Loads', 'The loads assigned to you, with stops, permits and proof of delivery.'),
  component: MyLoadsPage,
})

function MyLoadsPage() {
  const { pb } = Route.useRouteContext()
  const { load } = Route.useSearch()
  const { user } = useAuth()
  return (
    <SignedInOnly roles={['driver']}>
      <PageHero eyebrow="Driver" title="My Loads" subtitle="Current loads first. Everything you tap works without a connection." />
      <Container size="sm" py={{ base: 'lg', md: 40 }}>
        <MyLoads pb={pb} driverId={user?.id ?? ''} openLoadId={load} />
      </Container>
    </SignedInOnly>
  )
}
