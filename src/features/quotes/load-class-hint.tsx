import '@mantine/core/styles/List.layer.css'
import { List, Paper, Text, ThemeIcon } from '@mantine/core'
import { IconTruck } from '@tabler/icons-react'
import type { LoadMeasurements } from './load-class'
import { describeLoad } from './load-guide'
import classes from './load-class-hint.module.css'

const hasAnyMeasurement = (load: LoadMeasurements) => Object.values(load).some((value) => value !== undefined)

/** The load's class and usual needs, updated while the visitor types dimensions and weight. */
export function LoadClassHint({ load }: { load: LoadMeasurements }) {
  const guide = hasAnyMeasurement(load) ? describeLoad(load) : null
  return (
    <Paper withBorder p="md" className={classes.hint} data-load-class={guide?.loadClass ?? 'none'}>
      <div role="status" aria-live="polite" aria-atomic="true">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.caption}>
          <ThemeIcon size="sm" variant="light" color="steel" aria-hidden="true">
            <IconTruck size={14} />
          </ThemeIcon>
          Load class estimate
        </Text>
        {guide ? (
          <>
            <Text fw={700} size="lg" mt={4}>
              {guide.label}
            </Text>
            <Text size="sm">{guide.summary}</Text>
            {guide.needs.length > 0 && (
              <>
                <Text size="sm" fw={600} mt="xs">
                  Usually needs:
                </Text>
                <List size="sm" spacing={2}>
                  {guide.needs.map((need) => (
                    <List.Item key={need}>{need}</List.Item>
                  ))}
                </List>
              </>
            )}
          </>
        ) : (
          <Text size="sm" mt={4}>
            Enter the dimensions and weight to see how your load classifies.
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          A guide only: dispatch confirms the class, permits and escorts with your quote.
        </Text>
      </div>
    </Paper>
  )
}
