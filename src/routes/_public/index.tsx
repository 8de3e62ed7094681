import { Button } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { company } from '../../content/company'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/')({
  head: () =>
    pageHead(
      'Heavy Haul & Oversize Trucking',
      'Oversize and superload transport up to 300,000 lb across the lower 48 and into Canada, with in-house permits, pilot cars and 24/7 dispatch.',
    ),
  component: HomePage,
})

function HomePage() {
  return (
    <PageHero
      eyebrow={`${company.yearsExperience} years · 48 states · 300k lb capacity`}
      title="We Move the Impossible, Coast to Coast"
      subtitle="Oversize and superload transport with in-house permitting, our own pilot cars and dispatch that answers 24/7."
    >
      <Button component={Link} to="/quote" size="lg">
        Get a Quote
      </Button>
      <Button
        component="a"
        href={company.dispatchPhone.href}
        size="lg"
        variant="outline"
        leftSection={<IconPhone size={20} aria-hidden="true" />}
      >
        Call Dispatch {company.dispatchPhone.display}
      </Button>
    </PageHero>
  )
}
