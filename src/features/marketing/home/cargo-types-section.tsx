import { useId } from 'react'
import { Section } from '../../../components/section'
import { cargoTypes } from '../../../content/home/cargo-types'
import { FeatureGrid } from '../feature-grid'
import { SectionHeading } from '../section-heading'

export function CargoTypesSection() {
  const headingId = useId()
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow="What We Haul"
        title="Cargo We Move Every Week"
        lead="If it is too heavy, too wide or too tall for an ordinary trailer, it is probably on our schedule."
      />
      <FeatureGrid features={cargoTypes} columns={4} compact />
    </Section>
  )
}
