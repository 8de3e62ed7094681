import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/services/heavy-haul')({
  head: () =>
    pageHead(
      'Heavy Haul Transport',
      'Heavy haul trucking for superloads from 125,000 to 300,000 lb with permits, route surveys, utility line raises and escorts handled in-house.',
    ),
  component: HeavyHaulPage,
})

function HeavyHaulPage() {
  return (
    <PageHero
      eyebrow="Services"
      title="Heavy Haul Transport"
      subtitle="Superloads from 125,000 to 300,000 lb on up to 19 axles, with permits, route surveys and escorts handled in-house."
    />
  )
}
