import { SimpleGrid, Text, ThemeIcon } from '@mantine/core'
import { IconArrowDown } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { Solution } from '../../../content/services/overview'
import classes from './solutions-grid.module.css'

/** One card per solution; each jumps to its detailed section further down /services. */
export function SolutionsGrid({ solutions }: { solutions: readonly Solution[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {solutions.map(({ anchor, title, summary, icon: Icon }) => (
        <Link key={anchor} to="/services" hash={anchor} className={classes.card}>
          <ThemeIcon size={48} radius="sm" variant="light" color="hazard" aria-hidden="true">
            <Icon size={26} stroke={1.6} />
          </ThemeIcon>
          <h3 className={classes.title}>{title}</h3>
          <Text size="sm" className={classes.text}>
            {summary}
          </Text>
          <span className={classes.more} aria-hidden="true">
            Details <IconArrowDown size={16} />
          </span>
        </Link>
      ))}
    </SimpleGrid>
  )
}
