import { SimpleGrid, Text, ThemeIcon } from '@mantine/core'
import { IconArrowDown } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { SolutionCard } from './offered-solutions'
import classes from './solutions-grid.module.css'

/** One card per solution; each with a detailed section jumps to it further down /services. */
export function SolutionsGrid({ cards }: { cards: readonly SolutionCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {cards.map((card) =>
        card.anchor ? (
          <Link key={card.key} to="/services" hash={card.anchor} className={classes.card}>
            <CardBody card={card} />
            <span className={classes.more} aria-hidden="true">
              Details <IconArrowDown size={16} />
            </span>
          </Link>
        ) : (
          <article key={card.key} className={classes.card} aria-label={card.title}>
            <CardBody card={card} />
          </article>
        ),
      )}
    </SimpleGrid>
  )
}

function CardBody({ card: { title, summary, icon: Icon } }: { card: SolutionCard }) {
  return (
    <>
      <ThemeIcon size={48} radius="sm" variant="light" color="hazard" aria-hidden="true">
        <Icon size={26} stroke={1.6} />
      </ThemeIcon>
      <h3 className={classes.title}>{title}</h3>
      <Text size="sm" className={classes.text}>
        {summary}
      </Text>
    </>
  )
}
