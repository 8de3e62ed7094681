import { Text } from '@mantine/core'
import { useId } from 'react'
import { CtaBanner } from '../../../components/cta-banner'
import { PageHero } from '../../../components/page-hero'
import { Section } from '../../../components/section'
import { coreValues, founderQuote, mission, teamStory } from '../../../content/about'
import { company } from '../../../content/company'
import { FeatureGrid } from '../feature-grid'
import { Prose } from '../prose'
import { QuoteFigure } from '../quote-figure'
import { SectionHeading } from '../section-heading'
import classes from './about-page.module.css'

export function AboutPage() {
  const missionId = useId()
  const valuesId = useId()
  const storyId = useId()
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title={`About ${company.name}`}
        subtitle={`Since ${company.foundedYear} our drivers, planners and pilot-car crews have moved the loads other carriers turn down.`}
      />
      <Section aria-labelledby={missionId}>
        <SectionHeading id={missionId} eyebrow="Why We Exist" title={mission.title} />
        <Text className={classes.lead}>{mission.lead}</Text>
        <Prose paragraphs={mission.paragraphs} />
      </Section>
      <Section tone="muted" aria-labelledby={valuesId}>
        <SectionHeading
          id={valuesId}
          eyebrow="What We Stand For"
          title="Our Core Values"
          lead="Five commitments every driver, planner and escort operator signs up to."
        />
        <FeatureGrid features={coreValues} columns={5} />
      </Section>
      <Section aria-labelledby={storyId}>
        <div className={classes.story}>
          <div>
            <SectionHeading id={storyId} eyebrow={`Since ${company.foundedYear}`} title={teamStory.title} />
            <Prose paragraphs={teamStory.paragraphs} />
          </div>
          <QuoteFigure {...founderQuote} size="lg" />
        </div>
      </Section>
      <CtaBanner />
    </>
  )
}
