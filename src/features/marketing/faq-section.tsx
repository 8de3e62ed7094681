import '@mantine/core/styles/Accordion.layer.css'
import { Accordion } from '@mantine/core'
import { useId } from 'react'
import { Section } from '../../components/section'
import type { Faq } from '../../content/marketing-types'
import classes from './faq-section.module.css'
import { SectionHeading } from './section-heading'

interface FaqSectionProps {
  faqs: readonly Faq[]
  title?: string
  lead?: string
}

/** Questions as an accordion of h3 buttons (arrow keys, Home and End move between them). */
export function FaqSection({ faqs, title = 'Frequently Asked Questions', lead }: FaqSectionProps) {
  const headingId = useId()
  return (
    <Section tone="muted" size="md" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} lead={lead} align="center" />
      <Accordion variant="separated" radius="sm" order={3} classNames={classes}>
        {faqs.map((faq) => (
          <Accordion.Item key={faq.question} value={faq.question}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>{faq.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Section>
  )
}
