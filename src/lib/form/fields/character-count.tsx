import { Text, VisuallyHidden } from '@mantine/core'

/** 1234 as '1,234', without Intl: its first use loads the locale's data, a long task on a slow phone. */
const withThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * What a screen reader is told as a text nears its limit, e.g. `limitNotice(4600, 5000)`.
 * One sentence for each stretch (the last tenth, the limit, beyond it) and none before: the
 * live region speaks when the typing enters a stretch, never on every key.
 */
export function limitNotice(count: number, max: number): string {
  const limit = `${withThousands(max)} characters`
  if (count > max) return `Over the limit of ${limit}`
  if (count === max) return `Limit of ${limit} reached`
  return count >= max - Math.ceil(max / 10) ? `Nearing the limit of ${limit}` : ''
}

/** '1,234 / 5,000' under a long text, red once over; screen readers hear of it only near the limit. */
export function CharacterCount({ count, max }: { count: number; max: number }) {
  const isOver = count > max
  return (
    <>
      <Text size="xs" ta="right" mt={4} c={isOver ? 'red.8' : 'gray.7'} data-over={isOver || undefined}>
        {withThousands(count)} / {withThousands(max)}
        <VisuallyHidden> characters</VisuallyHidden>
      </Text>
      <VisuallyHidden aria-live="polite">{limitNotice(count, max)}</VisuallyHidden>
    </>
  )
}
