import { Button, Text, Title } from '@mantine/core'
import { company } from '../../content/company'
import classes from './careers.module.css'

/** For people who don't see their job among the openings. */
export function GeneralApplication({ onApply }: { onApply: () => void }) {
  return (
    <div className={classes.generalApply}>
      <Title order={3} c="white">
        Don&apos;t See the Right Position?
      </Title>
      <Text mt="xs" c="steel.1" maw={620} mx="auto">
        We are always glad to meet drivers, planners and mechanics. Send a general application, or write to{' '}
        <a href={`mailto:${company.careersEmail}`} className={classes.onDarkLink}>
          {company.careersEmail}
        </a>
        .
      </Text>
      <Button size="lg" mt="lg" onClick={onApply}>
        Apply Now
      </Button>
    </div>
  )
}
