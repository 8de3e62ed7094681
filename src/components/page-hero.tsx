import { Container, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './page-hero.module.css'

interface PageHeroProps {
  title: string
  /** Short label above the title, e.g. the section of the site. */
  eyebrow?: string
  subtitle?: ReactNode
  /** Buttons or links under the subtitle. */
  children?: ReactNode
}

/** The dark opening band of a page, carrying its one h1. */
export function PageHero({ title, eyebrow, subtitle, children }: PageHeroProps) {
  return (
    <section className={classes.hero}>
      <Container size="xl" className={classes.inner}>
        {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {subtitle && (
          <Text size="lg" className={classes.subtitle}>
            {subtitle}
          </Text>
        )}
        {children && <div className={classes.actions}>{children}</div>}
      </Container>
    </section>
  )
}
