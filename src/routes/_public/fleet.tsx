import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/fleet')({
  head: () =>
    pageHead(
      'Our Fleet',
      'Eight trailer configurations, up to 19 axles and 300,000 lb capacity.',
    ),
  component: FleetPage,
})

function FleetPage() {
  return (
    <PageHero
      eyebrow="Equipment"
      title="Our Fleet"
      subtitle="Eight trailer configurations, up to 19 axles, rated for loads up to 300,000 lb."
    />
  )
}
