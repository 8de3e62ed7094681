import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core'
import type { JobOpening } from '../../content/openings'
import classes from './careers.module.css'
import { OpeningFacts } from './opening-facts'

interface OpeningsListProps {
  openings: readonly JobOpening[]
  onApply: (opening: JobOpening) => void
  onViewDetails: (opening: JobOpening) => void
}

/** A card per opening with View Details and Apply Now. */
export function OpeningsList({ openings, onApply, onViewDetails }: OpeningsListProps) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, md: 3 }} spacing="lg" className={classes.plainList}>
      {openings.map((opening) => (
        <Paper component="li" key={opening.id} withBorder radius="md" p="lg" className={classes.openingCard}>
          <Title order={3} className={classes.cardTitle}>
            {opening.title}
          </Title>
          <OpeningFacts opening={opening} />
          <Text c="gray.7" lineClamp={4}>
            {opening.description}
          </Text>
          <Group gap="sm" mt="auto" pt="sm">
            <Button variant="outline" color="steel.8" onClick={() => onViewDetails(opening)} aria-label={`View Details: ${opening.title}`}>
              View Details
            </Button>
            <Button onClick={() => onApply(opening)} aria-label={`Apply Now: ${opening.title}`}>
              Apply Now
            </Button>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
