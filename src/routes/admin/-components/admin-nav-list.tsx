import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/NavLink.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
import { Badge, NavLink, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { adminNavigation, currentAdminEntry } from './admin-navigation'
import classes from './admin-shell.module.css'
import type { NewRecordCounts } from './use-new-record-counts'

/** The admin entries, the current one marked, with the count of new records beside theirs. */
export function AdminNavList({ pathname, counts }: { pathname: string; counts: NewRecordCounts }) {
  const current = currentAdminEntry(pathname)
  return (
    <Stack gap={2} component="ul" className={classes.navList}>
      {adminNavigation.map(({ label, to, icon: Icon, counts: collection }) => {
        const count = collection ? counts[collection] : null
        return (
          <li key={to}>
            <NavLink
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon size={20} aria-hidden="true" />}
              rightSection={count ? <NewCount count={count} /> : undefined}
              active={current?.to === to}
              aria-current={current?.to === to ? 'page' : undefined}
              className={classes.navLink}
            />
          </li>
        )
      })}
    </Stack>
  )
}

function NewCount({ count }: { count: number }) {
  return (
    <Badge color="hazard.5" size="md" circle={count < 10} data-new-count={count}>
      {count}
      <VisuallyHidden> new</VisuallyHidden>
    </Badge>
  )
}

/** The entries' places while the session is being confirmed. */
export function AdminNavSkeleton() {
  return (
    <Stack gap={10} p="xs" aria-hidden="true">
      {adminNavigation.map(({ to }) => (
        <Skeleton key={to} height={28} />
      ))}
    </Stack>
  )
}
