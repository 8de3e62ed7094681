import { Button, Text } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Section } from '../../../components/section'
import { company } from '../../../content/company'
import { aboutTeaser } from '../../../content/home/intro'
import { CheckList } from '../check-list'
import { SectionHeading } from '../section-heading'
import classes from './about-teaser.module.css'

const credentials = [
  'Certified in 48 states',
  `USDOT ${company.usdotNumber} · ${company.mcNumber}`,
  'TWIC-certified drivers',
  'In-house permits and pilot cars',
  '24/7 dispatch and emergency support',
]

export function AboutTeaser() {
  const headingId = useId()
  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <div className={classes.layout}>
        <div>
          <SectionHeading id={headingId} eyebrow="About Us" title={aboutTeaser.title} />
          {aboutTeaser.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg" className={classes.paragraph}>
              {paragraph}
            </Text>
          ))}
          <Button
            component={Link}
            to="/about"
            variant="filled"
            color="steel.9"
            size="md"
            mt="lg"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            More About Our Company
          </Button>
        </div>
        <aside className={classes.credentials} aria-label="Credentials">
          <p className={classes.credentialsTitle}>Credentials</p>
          <CheckList items={credentials} />
        </aside>
      </div>
    </Section>
  )
}
