import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight, IconCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ServiceSummary } from '../../content/services/summaries'
import classes from './service-cards.module.css'

/** The three services as cards (h3 each), each linking to its page. */
export function ServiceCards({ services }: { services: readonly ServiceSummary[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {services.map(({ title, text, to, linkLabel, highlights, icon: Icon }) => (
        <article key={to} className={classes.card}>
          <ThemeIcon size={52} radius="sm" color="steel.9" aria-hidden="true">
            <Icon size={28} stroke={1.6} />
          </ThemeIcon>
          <Title order={3} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.text}>{text}</Text>
          <ul className={classes.highlights}>
            {highlights.map((highlight) => (
              <li key={highlight}>
                <IconCheck size={16} stroke={2.5} aria-hidden="true" className={classes.check} />
                {highlight}
              </li>
            ))}
          </ul>
          <Link to={to} className={classes.link}>
            {linkLabel}
            <IconArrowRight size={18} aria-hidden="true" />
          </Link>
        </article>
      ))}
    </SimpleGrid>
  )
}
