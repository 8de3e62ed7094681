import { useId } from 'react'
import { CtaBanner } from '../../../components/cta-banner'
import { PageHero } from '../../../components/page-hero'
import { Section } from '../../../components/section'
import {
  heavyHaulFaqs,
  heavyHaulIntro,
  heavyHaulProcess,
  safetyAndCompliance,
  transportedCargo,
  weightClasses,
} from '../../../content/services/heavy-haul'
import { CheckList } from '../check-list'
import { FaqSection } from '../faq-section'
import { HeroActions } from '../hero-actions'
import { NumberedSteps } from '../numbered-steps'
import { Prose } from '../prose'
import { SectionHeading } from '../section-heading'
import { WeightClasses } from './weight-classes'

export function HeavyHaulPage() {
  const introId = useId()
  const cargoId = useId()
  const processId = useId()
  const classesId = useId()
  const safetyId = useId()
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Heavy Haul Transport"
        subtitle="Superloads from 125,000 to 300,000 lb on up to 19 axles, with permits, route surveys, utility line raises and escorts handled by our own team."
      >
        <HeroActions quoteLabel="Get Heavy Haul Quote" />
      </PageHero>
      <Section aria-labelledby={introId}>
        <SectionHeading id={introId} eyebrow="Heavy Haul" title={heavyHaulIntro.title} />
        <Prose paragraphs={heavyHaulIntro.paragraphs} />
      </Section>
      <Section tone="muted" aria-labelledby={cargoId}>
        <SectionHeading id={cargoId} eyebrow="Cargo" title="What We Transport" />
        <CheckList items={transportedCargo} columns={2} />
      </Section>
      <Section aria-labelledby={processId}>
        <SectionHeading
          id={processId}
          eyebrow="Process"
          title="How a Heavy Haul Move Comes Together"
          lead="Typical transit is 3-10 business days once permits are issued."
        />
        <NumberedSteps steps={heavyHaulProcess} />
      </Section>
      <Section tone="muted" aria-labelledby={classesId}>
        <SectionHeading
          id={classesId}
          eyebrow="Weight Classes"
          title="Superload Weight Classes"
          lead="Anything above about 80,000 lb gross is heavy haul. These are the two classes we specialize in."
        />
        <WeightClasses weightClasses={weightClasses} />
      </Section>
      <Section aria-labelledby={safetyId}>
        <SectionHeading id={safetyId} eyebrow="Safety" title="Safety and Compliance" />
        <CheckList items={safetyAndCompliance} columns={2} />
      </Section>
      <FaqSection faqs={heavyHaulFaqs} />
      <CtaBanner />
    </>
  )
}
