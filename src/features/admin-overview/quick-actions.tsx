import { Button, Paper, Stack, Title } from '@mantine/core'
import { IconBriefcase, IconPhotoUp, IconReceipt, IconUsers } from '@tabler/icons-react'
import { Link, type LinkProps } from '@tanstack/react-router'
import classes from './admin-overview.module.css'

interface QuickAction {
  label: string
  link: Pick<LinkProps, 'to' | 'hash'>
  icon: typeof IconUsers
}

/** Dispatch's daily task first, then the spec's three. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Review quotes', link: { to: '/admin/quotes' }, icon: IconReceipt },
  { label: 'Upload new images', link: { to: '/admin/gallery' }, icon: IconPhotoUp },
  { label: 'Manage users', link: { to: '/admin/users' }, icon: IconUsers },
  { label: 'Add job posting', link: { to: '/admin/careers', hash: 'openings' }, icon: IconBriefcase },
]

export function QuickActions() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="quick-actions-heading">
      <Title order={2} fz="lg" id="quick-actions-heading" mb="sm">
        Quick Actions
      </Title>
      <Stack gap="xs">
        {QUICK_ACTIONS.map(({ label, link, icon: Icon }) => (
          <Button
            key={label}
            component={Link}
            {...link}
            variant="default"
            size="md"
            fullWidth
            className={classes.actionLink}
            leftSection={<Icon size={20} aria-hidden="true" />}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </Paper>
  )
}
