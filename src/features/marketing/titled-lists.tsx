import { SimpleGrid } from '@mantine/core'
import { CheckList } from './check-list'
import classes from './titled-lists.module.css'

export interface TitledList {
  title: string
  items: readonly string[]
}

/** Check lists side by side, each under its own h3. */
export function TitledLists({ lists }: { lists: readonly TitledList[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: lists.length }} spacing="xl">
      {lists.map((list) => (
        <div key={list.title} className={classes.panel}>
          <h3 className={classes.title}>{list.title}</h3>
          <CheckList items={list.items} />
        </div>
      ))}
    </SimpleGrid>
  )
}
