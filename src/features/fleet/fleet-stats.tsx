import { SimpleGrid, Text } from '@mantine/core'
import classes from './fleet.module.css'

/** The configurations the company states until the fleet has been read. */
const STATED_CONFIGURATIONS = 8

/** The fleet's headline figures; `configurations` is how many the page lists, once read. */
export function FleetStats({ configurations = STATED_CONFIGURATIONS }: { configurations?: number }) {
  const stats = [
    { value: String(configurations), label: configurations === 1 ? 'Configuration' : 'Configurations' },
    { value: '19', label: 'Max Axles' },
    { value: '300K', label: 'Max Capacity' },
  ]
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }} className={classes.stats}>
      {stats.map((stat) => (
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
