import { Text } from '@mantine/core'
import type { Step } from '../../content/marketing-types'
import classes from './numbered-steps.module.css'

/** A process as an ordered list: number, title and a sentence per step. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={classes.steps} data-count={steps.length}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div>
            <h3 className={classes.title}>{step.title}</h3>
            <Text size="sm" className={classes.text}>
              {step.text}
            </Text>
          </div>
        </li>
      ))}
    </ol>
  )
}
