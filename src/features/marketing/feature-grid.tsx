import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import type { Feature } from '../../content/marketing-types'
import classes from './feature-grid.module.css'

interface FeatureGridProps {
  features: readonly Feature[]
  /** Columns on wide screens; phones show one (two for `compact`), tablets two. */
  columns?: 2 | 3 | 4 | 5
  /** Smaller cards in two columns on phones, for short texts. */
  compact?: boolean
}

/** Cards with an optional icon, an h3 and a short text. */
export function FeatureGrid({ features, columns = 3, compact = false }: FeatureGridProps) {
  return (
    <SimpleGrid cols={{ base: compact ? 2 : 1, sm: 2, md: columns === 5 ? 3 : columns, lg: columns }} spacing={compact ? 'sm' : 'lg'}>
      {features.map(({ title, text, icon: Icon }) => (
        <div key={title} className={classes.card} data-compact={compact}>
          {Icon && (
            <ThemeIcon size={compact ? 40 : 48} radius="sm" variant="light" color="hazard" aria-hidden="true">
              <Icon size={compact ? 22 : 26} stroke={1.6} />
            </ThemeIcon>
          )}
          <Title order={3} className={classes.title} data-compact={compact}>
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
