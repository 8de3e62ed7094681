import '@mantine/core/styles/Badge.layer.css'
import { Badge, Group } from '@mantine/core'
import type { Role } from '../../../lib/record-types'
import { roleBadge } from '../roles'

/** Every role of a user as a badge, the primary one first; no role reads Customer. */
export function UserRoleBadges({ roles }: { roles: readonly Role[] }) {
  const shown = roles.length > 0 ? roles : [null]
  return (
    <Group gap={4}>
      {shown.map((role) => {
        const { label, color } = roleBadge(role)
        return (
          <Badge key={role ?? 'none'} color={color} variant="filled" radius="sm">
            {label}
          </Badge>
        )
      })}
    </Group>
  )
}
