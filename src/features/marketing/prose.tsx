import { Text } from '@mantine/core'
import classes from './prose.module.css'

/** Paragraphs of running text at a comfortable reading width. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={classes.prose}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="lg" className={classes.paragraph}>
          {paragraph}
        </Text>
      ))}
    </div>
  )
}
