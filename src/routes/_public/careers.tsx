import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/careers')({
  head: () =>
    pageHead(
      'Careers',
      'Driver, logistics and account management jobs in Dayton, Ohio.',
    ),
  component: CareersPage,
})

function CareersPage() {
  return (
    <PageHero
      eyebrow="Careers"
      title="Join Our Team"
      subtitle="Drive, plan and grow with a heavy haul carrier that invests in its people."
    />
  )
}
