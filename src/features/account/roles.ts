import type { Role } from '../../lib/record-types'

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  freight_broker: 'Freight Broker',
  carrier: 'Carrier',
  pilot_car: 'Pilot Car',
  driver: 'Driver',
  moderator: 'Moderator',
}

/** Badge colour per role, dark enough for white text (WCAG AA); a user without a role is a customer. */
const ROLE_COLORS: Record<Role, string> = {
  admin: 'red.9',
  freight_broker: 'blue.8',
  carrier: 'hazard.5',
  pilot_car: 'teal.9',
  driver: 'grape.8',
  moderator: 'violet.8',
}

export function roleBadge(role: Role | null): { label: string; color: string } {
  return role ? { label: ROLE_LABELS[role], color: ROLE_COLORS[role] } : { label: 'Customer', color: 'gray.7' }
}
