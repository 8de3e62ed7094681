import { useId } from 'react'
import { CtaBanner } from '../../../components/cta-banner'
import { PageHero } from '../../../components/page-hero'
import { Section } from '../../../components/section'
import {
  costManagement,
  execution,
  permitsHandled,
  prePlanning,
  projectFaqs,
  projectIntro,
  projectTools,
  projectTypes,
} from '../../../content/services/project-management'
import { FaqSection } from '../faq-section'
import { FeatureGrid } from '../feature-grid'
import { HeroActions } from '../hero-actions'
import { Prose } from '../prose'
import { SectionHeading } from '../section-heading'
import { TitledLists } from '../titled-lists'

export function ProjectManagementPage() {
  const approachId = useId()
  const scopeId = useId()
  const toolsId = useId()
  const costId = useId()
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Project Management"
        subtitle="One team plans, permits, tracks and reports on every load of your project, from the first survey to the last delivery."
      >
        <HeroActions quoteLabel="Discuss Your Project" />
      </PageHero>
      <Section aria-labelledby={approachId}>
        <SectionHeading id={approachId} eyebrow="Our Approach" title="Planned Before It Moves" lead={projectIntro} />
        <TitledLists
          lists={[
            { title: 'Pre-Project Planning', items: prePlanning },
            { title: 'Execution', items: execution },
          ]}
        />
      </Section>
      <Section tone="muted" aria-labelledby={scopeId}>
        <SectionHeading id={scopeId} eyebrow="Scope" title="Projects and Permits We Handle" />
        <TitledLists
          lists={[
            { title: 'Typical Project Types', items: projectTypes },
            { title: 'Permits We Manage', items: permitsHandled },
          ]}
        />
      </Section>
      <Section aria-labelledby={toolsId}>
        <SectionHeading id={toolsId} eyebrow="Visibility" title="Tools That Keep You Informed" />
        <FeatureGrid features={projectTools} columns={3} />
      </Section>
      <Section tone="muted" aria-labelledby={costId}>
        <SectionHeading id={costId} eyebrow="Budget" title="Cost Management" />
        <Prose paragraphs={costManagement} />
      </Section>
      <FaqSection faqs={projectFaqs} />
      <CtaBanner />
    </>
  )
}
