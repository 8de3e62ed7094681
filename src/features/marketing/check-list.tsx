import { IconCircleCheck } from '@tabler/icons-react'
import classes from './check-list.module.css'

/** A bulleted list with check marks, in one or two columns. */
export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={classes.list} data-columns={columns}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <IconCircleCheck size={22} stroke={1.8} aria-hidden="true" className={classes.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
