import { useId } from 'react'
import { Section } from '../../../components/section'
import { reasonsToChoose } from '../../../content/home/reasons'
import { FeatureGrid } from '../feature-grid'
import { SectionHeading } from '../section-heading'

export function ReasonsSection() {
  const headingId = useId()
  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow="Why Ironbridge"
        title="Everything a Heavy Move Needs, Under One Roof"
        lead="Permits, escorts, port access and dispatch are done by our own people, so your load never waits on a subcontractor."
      />
      <FeatureGrid features={reasonsToChoose} />
    </Section>
  )
}
