import { useId } from 'react'
import { CtaBanner } from '../../../components/cta-banner'
import { PageHero } from '../../../components/page-hero'
import { Section } from '../../../components/section'
import {
  equipment,
  industries,
  planningSteps,
  specializedFaqs,
  specializedIntro,
  specializedSafety,
} from '../../../content/services/specialized-transport'
import { FaqSection } from '../faq-section'
import { FeatureGrid } from '../feature-grid'
import { HeroActions } from '../hero-actions'
import { NumberedSteps } from '../numbered-steps'
import { Prose } from '../prose'
import { SectionHeading } from '../section-heading'

export function SpecializedTransportPage() {
  const equipmentId = useId()
  const industriesId = useId()
  const planningId = useId()
  const safetyId = useId()
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Specialized Transport"
        subtitle="Hydraulic platforms, schnabels, extendables and lowboys for cargo that does not fit a standard trailer."
      >
        <HeroActions quoteLabel="Request Specialized Quote" />
      </PageHero>
      <Section aria-labelledby={equipmentId}>
        <SectionHeading id={equipmentId} eyebrow="Equipment" title="Specialized Equipment" lead={specializedIntro} />
        <FeatureGrid features={equipment} columns={4} />
      </Section>
      <Section tone="muted" aria-labelledby={industriesId}>
        <SectionHeading id={industriesId} eyebrow="Industries" title="Industries We Serve" />
        <FeatureGrid features={industries} columns={4} />
      </Section>
      <Section aria-labelledby={planningId}>
        <SectionHeading
          id={planningId}
          eyebrow="Planning"
          title="Our Seven-Step Planning Process"
          lead="Specialized loads are won or lost in planning. Every move follows the same seven steps."
        />
        <NumberedSteps steps={planningSteps} />
      </Section>
      <Section tone="muted" aria-labelledby={safetyId}>
        <SectionHeading id={safetyId} eyebrow="Safety" title="Safety Comes Before Schedule" />
        <Prose paragraphs={specializedSafety} />
      </Section>
      <FaqSection faqs={specializedFaqs} />
      <CtaBanner />
    </>
  )
}
