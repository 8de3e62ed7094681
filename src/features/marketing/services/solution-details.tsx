import { Text, ThemeIcon } from '@mantine/core'
import type { Solution } from '../../../content/services/overview'
import { CheckList } from '../check-list'
import classes from './solution-details.module.css'

/** Each solution in full, under its own anchor (/services#permits, #port, ...). */
export function SolutionDetails({ solutions }: { solutions: readonly Solution[] }) {
  return (
    <div className={classes.list}>
      {solutions.map(({ anchor, title, icon: Icon, details, points }) => (
        <article key={anchor} id={anchor} className={classes.solution} aria-labelledby={`${anchor}-title`}>
          <div className={classes.heading}>
            <ThemeIcon size={56} radius="sm" color="steel.9" aria-hidden="true">
              <Icon size={30} stroke={1.6} />
            </ThemeIcon>
            <h3 id={`${anchor}-title`} className={classes.title}>
              {title}
            </h3>
          </div>
          <div className={classes.body}>
            {details.map((paragraph) => (
              <Text key={paragraph} className={classes.paragraph}>
                {paragraph}
              </Text>
            ))}
            <CheckList items={points} columns={2} />
          </div>
        </article>
      ))}
    </div>
  )
}
