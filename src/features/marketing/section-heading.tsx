import { Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './section-heading.module.css'

interface SectionHeadingProps {
  /** The id the enclosing section points its `aria-labelledby` at. */
  id: string
  title: string
  eyebrow?: string
  lead?: ReactNode
  align?: 'left' | 'center'
}

/** A section's h2, with an optional short label above and an introduction below. */
export function SectionHeading({ id, title, eyebrow, lead, align = 'left' }: SectionHeadingProps) {
  return (
    <div className={classes.heading} data-align={align}>
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {lead && (
        <Text size="lg" className={classes.lead}>
          {lead}
        </Text>
      )}
    </div>
  )
}
