import { Paper, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { IconTruck } from '@tabler/icons-react'
import type { LoadMeasurements } from './load-class'
import classes from './load-class-hint.module.css'
import { useLoadGuide } from './use-load-guide'

/** The load's class and usual needs, beside the dimensions and weight it is worked out from. */
export function LoadClassHint({ load }: { load: LoadMeasurements }) {
  const guide = useLoadGuide(load)
  return (
    <Paper component="section" aria-label="Load class estimate" withBorder p="md" className={classes.hint} data-load-class={guide?.loadClass ?? 'none'}>
      {/* A div, not Text's <p>: the icon is a div, which a <p> cannot hold. */}
      <Text component="div" size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.caption}>
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
              <ul className={classes.needs}>
                {guide.needs.map((need) => (
                  <li key={need}>{need}</li>
                ))}
              </ul>
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
    </Paper>
  )
}

/**
 * The estimate in one line, stuck under the header while a phone's visitor types the
 * dimensions (the full hint is below them there), and told to screen readers: only the class,
 * so that it is heard when it changes, not at every keystroke.
 */
export function LoadClassLine({ load }: { load: LoadMeasurements }) {
  const guide = useLoadGuide(load)
  return (
    <>
      <div className={classes.line} data-load-class={guide?.loadClass ?? 'none'} aria-hidden="true">
        <IconTruck size={16} />
        Estimate: <strong>{guide?.label ?? 'enter the sizes'}</strong>
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {guide && `Load class estimate: ${guide.label}`}
      </VisuallyHidden>
    </>
  )
}
