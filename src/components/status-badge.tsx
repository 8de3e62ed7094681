import '@mantine/core/styles/Badge.layer.css'
import { Badge, VisuallyHidden, type BadgeProps } from '@mantine/core'

/** How one status value shows: its words and a Mantine colour (pick a shade the text stays readable on). */
export interface StatusLook {
  label: string
  color: string
  /** 'filled' unless given, e.g. 'outline' for a retired vehicle. */
  variant?: BadgeProps['variant']
}

interface StatusBadgeProps {
  value: string
  /** Every known value and its look; a value missing here shows as itself on a neutral badge. */
  statuses: Readonly<Partial<Record<string, StatusLook>>>
  size?: BadgeProps['size']
}

const UNKNOWN_LOOK = { color: 'gray.7', variant: 'outline' } as const

/**
 * A status as a coloured badge, read out as "Status: {label}".
 * Example: `<StatusBadge value={application.status} statuses={{ new: { label: 'New', color: 'yellow.4' } }} />`
 */
export function StatusBadge({ value, statuses, size = 'md' }: StatusBadgeProps) {
  const look = (Object.hasOwn(statuses, value) && statuses[value]) || { ...UNKNOWN_LOOK, label: value }
  return (
    <Badge color={look.color} variant={look.variant ?? 'filled'} size={size} radius="sm" data-status={value} style={{ flexShrink: 0 }}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {look.label}
    </Badge>
  )
}
