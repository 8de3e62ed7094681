import { Anchor, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { lazy, useId } from 'react'
import { CtaBanner } from '../../../components/cta-banner'
import { PageHero } from '../../../components/page-hero'
import { Section } from '../../../components/section'
import { company } from '../../../content/company'
import { homeStats } from '../../../content/home/intro'
import { serviceSummaries } from '../../../content/services/summaries'
import { DeferredSection } from '../deferred-section'
import { HeroActions } from '../hero-actions'
import { SectionHeading } from '../section-heading'
import { ServiceCards } from '../service-cards'
import { StatsStrip } from '../stats-strip'
import { AboutTeaser } from './about-teaser'

// Below the fold: each section is its own chunk, fetched as the visitor scrolls towards it.
const CargoTypesSection = lazy(() => import('./cargo-types-section').then((m) => ({ default: m.CargoTypesSection })))
const ReasonsSection = lazy(() => import('./reasons-section').then((m) => ({ default: m.ReasonsSection })))
const MoveStepsSection = lazy(() => import('./move-steps-section').then((m) => ({ default: m.MoveStepsSection })))
const TestimonialsSection = lazy(() => import('./testimonials-section').then((m) => ({ default: m.TestimonialsSection })))

export function HomePage() {
  const servicesHeadingId = useId()
  return (
    <>
      <PageHero
        eyebrow={`${company.yearsExperience} years · 48 states · 300k lb capacity`}
        title="We Move the Impossible, Coast to Coast"
        subtitle="Oversize and superload transport across the lower 48 and into Canada, with in-house permitting, our own pilot cars and dispatch that answers 24/7."
      >
        <HeroActions quoteLabel="Get a Quote" />
      </PageHero>
      <StatsStrip stats={homeStats} label="Ironbridge in numbers" />
      <Section aria-labelledby={servicesHeadingId}>
        <SectionHeading
          id={servicesHeadingId}
          eyebrow="What We Do"
          title="Heavy Haul Services"
          lead="From a single excavator to a 300,000 lb transformer, one team plans, permits and delivers your load."
        />
        <ServiceCards services={serviceSummaries} />
        <Group justify="center" mt="xl">
          <Anchor component={Link} to="/services" fw={700} mih={44} display="inline-flex" style={{ alignItems: 'center' }}>
            See all our services and solutions
          </Anchor>
        </Group>
      </Section>
      <AboutTeaser />
      <DeferredSection minHeight="900px">
        <CargoTypesSection />
      </DeferredSection>
      <DeferredSection minHeight="800px">
        <ReasonsSection />
      </DeferredSection>
      <DeferredSection minHeight="500px">
        <MoveStepsSection />
      </DeferredSection>
      <DeferredSection minHeight="700px">
        <TestimonialsSection />
      </DeferredSection>
      <CtaBanner />
    </>
  )
}
