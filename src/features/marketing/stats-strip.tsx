import { Container } from '@mantine/core'
import type { Stat } from '../../content/home/intro'
import classes from './stats-strip.module.css'

/** Headline figures in a band under the hero; each label is read before its value. */
export function StatsStrip({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section className={classes.strip} aria-label={label}>
      <Container size="xl">
        <dl className={classes.list}>
          {stats.map((stat) => (
            <div key={stat.label} className={classes.item}>
              <dt className={classes.label}>{stat.label}</dt>
              <dd className={classes.value}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
