import { Anchor } from '@mantine/core'
import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type { ActivityItem } from './activity-items'
import classes from './admin-overview.module.css'

type Target = Pick<LinkComponentProps, 'to' | 'search'>

/** Where the admin handles each kind of record; a quote or an application opens itself. */
function targetOf({ kind, recordId }: ActivityItem): Target {
  switch (kind) {
    case 'quote':
      return { to: '/admin/quotes', search: { quote: recordId } }
    case 'application':
      return { to: '/admin/careers', search: { application: recordId } }
    case 'message':
      return { to: '/admin/messages' }
    case 'signup':
      return { to: '/admin/users' }
  }
}

/** The item's title, linking to where the admin handles it. */
export function ActivityLink({ item }: { item: ActivityItem }) {
  const target = targetOf(item)
  return (
    <Anchor className={classes.activityLink} renderRoot={(props) => <Link {...props} {...target} />}>
      {item.title}
    </Anchor>
  )
}
