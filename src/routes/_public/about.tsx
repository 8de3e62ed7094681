import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '../../components/cta-banner'
import { PageHero } from '../../components/page-hero'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/about')({
  head: () =>
    pageHead(
      'About Us',
      'Two decades of heavy haul experience out of Dayton, Ohio: our mission, values and team.',
    ),
  component: AboutPage,
})

function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="About Ironbridge Heavy Haul"
        subtitle="Since 2004 our drivers, planners and pilot-car crews have moved the loads other carriers turn down."
      />
      <CtaBanner />
    </>
  )
}
