import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/services/specialized-transport')({
  head: () =>
    pageHead(
      'Specialized Transport',
      'Specialized trailers and rigging for transformers, generators, mining and construction equipment, and other oversize cargo.',
    ),
  component: SpecializedTransportPage,
})

function SpecializedTransportPage() {
  return (
    <PageHero
      eyebrow="Services"
      title="Specialized Transport"
      subtitle="Hydraulic platforms, schnabels, extendables and lowboys for cargo that does not fit a standard trailer."
    />
  )
}
