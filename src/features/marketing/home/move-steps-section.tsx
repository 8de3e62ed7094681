import { useId } from 'react'
import { Section } from '../../../components/section'
import { moveSteps } from '../../../content/home/move-steps'
import { NumberedSteps } from '../numbered-steps'
import { SectionHeading } from '../section-heading'

export function MoveStepsSection() {
  const headingId = useId()
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow="How It Works" title="From Quote to Delivery in Four Steps" />
      <NumberedSteps steps={moveSteps} />
    </Section>
  )
}
