import type { Role } from '../../lib/record-types'

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  freight_broker: 'Freight Broker',
  carrier: 'Carrier',
  pilot_car: 'Pilot Car',
  driver: 'Driver',
  moderator: 'Moderator',
}

/** Badge colour per role; a user without a role is a customer. */
const ROLE_COLORS: Record<Role, string> = {
  admin: 'red',
  freight_broker: 'blue',
  carrier: 'hazard',
  pilot_car: 'teal',
  driver: 'grape',
  moderator: 'violet',
}

export function roleBadge(role: Role | null): { label: string; color: string } {
  return role ? { label: ROLE_LABELS[role], color: ROLE_COLORS[role] } : { label: 'Customer', color: 'gray' }
}
