import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAward, IconBook, IconTrendingUp, type Icon } from '@tabler/icons-react'
import classes from './careers.module.css'

const CULTURE: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Professional Development',
    text: 'Paid CDL upgrades, heavy haul mentoring with senior drivers, and a path from driver or coordinator to trainer, planner and manager.',
    icon: IconTrendingUp,
  },
  {
    title: 'Continuous Learning',
    text: 'Load securement, permit and safety training every year, with TWIC and hazmat endorsements paid by the company.',
    icon: IconBook,
  },
  {
    title: 'Recognition & Rewards',
    text: 'Safety bonuses, milestone awards and a profit-sharing plan, because the people who move the impossible should share in it.',
    icon: IconAward,
  },
]

/** Why people like working here. */
export function CultureCards() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, md: 3 }} spacing="lg" className={classes.plainList}>
      {CULTURE.map(({ title, text, icon: CultureIcon }) => (
        <Paper component="li" key={title} withBorder radius="md" p="xl">
          <ThemeIcon size={52} radius="md" color="hazard.5">
            <CultureIcon size={28} aria-hidden="true" />
          </ThemeIcon>
          <Title order={3} mt="md" className={classes.cardTitle}>
            {title}
          </Title>
          <Text mt="xs" c="gray.7">
            {text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
