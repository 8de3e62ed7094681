import { Alert, Anchor } from '@mantine/core'
import { IconTool } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'

/** Tells an admin browsing the site that visitors see the maintenance page instead. */
export function MaintenanceNotice() {
  return (
    <Alert color="hazard" variant="light" radius={0} styles={{ title: { color: 'var(--mantine-color-gray-9)' } }} icon={<IconTool aria-hidden="true" />} title="Maintenance mode is on">
      Visitors see the maintenance page instead of this site.{' '}
      <Anchor component={Link} to="/admin/settings" fw={600}>
        Maintenance settings
      </Anchor>
    </Alert>
  )
}
