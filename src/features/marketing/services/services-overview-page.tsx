import { useId } from 'react'
import { CtaBanner } from '../../../components/cta-banner'
import { PageHero } from '../../../components/page-hero'
import { Section } from '../../../components/section'
import { servicesFaqs } from '../../../content/services/overview'
import { serviceSummaries } from '../../../content/services/summaries'
import { FaqSection } from '../faq-section'
import { HeroActions } from '../hero-actions'
import { SectionHeading } from '../section-heading'
import { ServiceCards } from '../service-cards'
import { SolutionDetails } from './solution-details'
import { SolutionsGrid } from './solutions-grid'
import { useOfferedSolutions } from './use-offered-solutions'

export function ServicesOverviewPage() {
  const coreId = useId()
  const solutionsId = useId()
  const detailsId = useId()
  const { cards, details } = useOfferedSolutions()
  return (
    <>
      <PageHero
        eyebrow="What We Do"
        title="Our Services"
        subtitle="Heavy haul, specialized transport and project management for freight from 80,000 to 300,000 lb, with the permits, escorts and port access to match."
      >
        <HeroActions quoteLabel="Get a Quote" />
      </PageHero>
      <Section aria-labelledby={coreId}>
        <SectionHeading id={coreId} eyebrow="Core Services" title="Three Ways We Move Your Freight" />
        <ServiceCards services={serviceSummaries} />
      </Section>
      {cards.length > 0 && (
        <Section tone="muted" aria-labelledby={solutionsId}>
          <SectionHeading
            id={solutionsId}
            eyebrow="Solutions"
            title="Complete Heavy Haul Solutions"
            lead="The specialist work around every oversize move, handled by our own team."
          />
          <SolutionsGrid cards={cards} />
        </Section>
      )}
      {details.length > 0 && (
        <Section aria-labelledby={detailsId}>
          <SectionHeading id={detailsId} eyebrow="In Detail" title="How We Handle Each Solution" />
          <SolutionDetails solutions={details} />
        </Section>
      )}
      <FaqSection faqs={servicesFaqs} lead="Booking lead times, permits, capacity and availability." />
      <CtaBanner />
    </>
  )
}
