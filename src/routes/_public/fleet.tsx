import { Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CtaBanner } from '../../components/cta-banner'
import { PageHero } from '../../components/page-hero'
import { RouteErrorNotice } from '../../components/route-error'
import { RoutePending } from '../../components/route-pending'
import { Section } from '../../components/section'
import { FleetConfigurations } from '../../features/fleet/fleet-configurations'
import { FleetStats } from '../../features/fleet/fleet-stats'
import { listAvailableFleet } from '../../features/fleet/list-available-fleet'
import { FleetInstallOffer } from '../../features/pwa/install-offer-card'
import { pageHead } from '../../lib/head'
import { withPocketBase } from '../../lib/pocketbase'

export const Route = createFileRoute('/_public/fleet')({
  beforeLoad: withPocketBase,
  head: () =>
    pageHead(
      'Our Fleet',
      'Trailer configurations up to 19 axles and 300,000 lb capacity.',
    ),
  loader: ({ context }) => listAvailableFleet(context.pb),
  pendingComponent: () => (
    <FleetLayout>
      <RoutePending label="Loading fleet configurations..." />
    </FleetLayout>
  ),
  errorComponent: ({ error }) => (
    <FleetLayout>
      <RouteErrorNotice error={error} subject="the fleet" />
    </FleetLayout>
  ),
  component: FleetPage,
})

function FleetPage() {
  const fleet = Route.useLoaderData()
  return (
    <FleetLayout configurations={fleet.length}>
      <FleetConfigurations fleet={fleet} />
    </FleetLayout>
  )
}

/** The page around its configurations; `configurations` is how many are listed, once read. */
function FleetLayout({ children, configurations }: { children: ReactNode; configurations?: number }) {
  return (
    <>
      <PageHero
        eyebrow="Equipment"
        title="Our Fleet"
        subtitle="Trailer configurations up to 19 axles, rated for loads up to 300,000 lb."
      />
      <Section aria-labelledby="fleet-configurations-heading">
        <FleetStats configurations={configurations} />
        <Title order={2} id="fleet-configurations-heading" mt={56}>
          Trailer Configurations
        </Title>
        <Text size="lg" c="gray.7" mt="xs" mb="xl" maw={720}>
          Pick a configuration to see what it carries. Dispatch matches the right trailer to your load when you
          request a quote.
        </Text>
        {children}
        <FleetInstallOffer />
      </Section>
      <CtaBanner />
    </>
  )
}
