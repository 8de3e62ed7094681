import { SimpleGrid, Text } from '@mantine/core'
import classes from './fleet.module.css'

const STATS = [
  { value: '8', label: 'Configurations' },
  { value: '19', label: 'Max Axles' },
  { value: '300K', label: 'Max Capacity' },
] as const

/** The fleet's headline figures. */
export function FleetStats() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }} className={classes.stats}>
      {STATS.map((stat) => (
        <li key={stat.label} className={classes.stat}>
          <Text component="span" className={classes.statValue}>
            {stat.value}
          </Text>
          <Text component="span" className={classes.statLabel}>
            {stat.label}
          </Text>
        </li>
      ))}
    </SimpleGrid>
  )
}
