import '@mantine/core/styles/Badge.layer.css'
import { Badge } from '@mantine/core'
import type { Role } from '../../lib/record-types'
import { roleBadge } from './roles'

/** The primary role as a badge; no role reads Customer. */
export function RoleBadge({ role }: { role: Role | null }) {
  const { label, color } = roleBadge(role)
  return (
    <Badge size="lg" variant="filled" color={color}>
      {label}
    </Badge>
  )
}
