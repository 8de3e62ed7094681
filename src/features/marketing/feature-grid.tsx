import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import type { Feature } from '../../content/marketing-types'
import classes from './feature-grid.module.css'

interface FeatureGridProps {
  features: readonly Feature[]
  /** Columns from tablet width up; phones always show one column (two for `compact`). */
  columns?: 2 | 3 | 4
  /** Smaller cards in two columns on phones, for short texts. */
  compact?: boolean
}

/** Cards with an optional icon, an h3 and a short text. */
export function FeatureGrid({ features, columns = 3, compact = false }: FeatureGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: compact ? 2 : 1, sm: 2, md: columns }} spacing="lg" className={classes.grid}>
      {features.map(({ title, text, icon: Icon }) => (
        <div key={title} className={classes.card} data-compact={compact}>
          {Icon && (
            <ThemeIcon size={compact ? 40 : 48} radius="sm" variant="light" color="hazard.8" aria-hidden="true">
              <Icon size={compact ? 22 : 26} stroke={1.6} />
            </ThemeIcon>
          )}
          <Title order={3} className={classes.title}>
            {title}
          </Title>
          <Text size={compact ? 'sm' : 'md'} className={classes.text}>
            {text}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  )
}
