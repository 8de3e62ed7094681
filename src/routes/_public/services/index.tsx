import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '../../../components/cta-banner'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/services/')({
  head: () =>
    pageHead(
      'Our Services',
      'Heavy haul, specialized transport and project management for oversize and overweight freight across the lower 48 and Canada.',
    ),
  component: ServicesPage,
})

function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="What We Do"
        title="Our Services"
        subtitle="Permits, pilot cars, port pickups and cross-border moves for freight from 80,000 to 300,000 lb."
      />
      <CtaBanner />
    </>
  )
}
