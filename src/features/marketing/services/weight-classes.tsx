import { SimpleGrid, Text } from '@mantine/core'
import type { WeightClass } from '../../../content/services/heavy-haul'
import classes from './weight-classes.module.css'

export function WeightClasses({ weightClasses }: { weightClasses: readonly WeightClass[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {weightClasses.map((weightClass) => (
        <div key={weightClass.name} className={classes.card}>
          <h3 className={classes.name}>{weightClass.name}</h3>
          <p className={classes.range}>{weightClass.range}</p>
          <Text className={classes.text}>{weightClass.text}</Text>
        </div>
      ))}
    </SimpleGrid>
  )
}
