import type { Role } from '../../lib/record-types'

/** What the dashboard offers, decided by the primary role (the first of the user's roles). */
export type DashboardKind = 'admin' | 'broker' | 'carrier' | 'pilot' | 'driver' | 'customer'

export interface QuickAction {
  /** Some targets are pages a later release adds; until then they show the not-found page. */
  to: string
  label: string
}

const KIND_BY_ROLE: Partial<Record<Role, DashboardKind>> = {
  admin: 'admin',
  freight_broker: 'broker',
  carrier: 'carrier',
  pilot_car: 'pilot',
  driver: 'driver',
}

const ACTIONS: Record<DashboardKind, readonly QuickAction[]> = {
  driver: [
    { to: '/loads/assigned', label: 'My Loads' },
    { to: '/schedule', label: 'Schedule' },
  ],
  carrier: [
    { to: '/quote', label: 'Request Quote' },
    { to: '/fleet', label: 'Manage Fleet' },
  ],
  pilot: [
    { to: '/escorts', label: 'Escort Jobs' },
    { to: '/profile', label: 'Update Availability' },
  ],
  broker: [
    { to: '/quote', label: 'Submit Load' },
    { to: '/quotes', label: 'Track Quotes' },
  ],
  customer: [
    { to: '/quote', label: 'Request Quote' },
    { to: '/quotes', label: 'My Quotes' },
  ],
  admin: [
    { to: '/admin', label: 'Admin Panel' },
    { to: '/quote', label: 'Request Quote' },
  ],
}

export function dashboardKind(primaryRole: Role | null): DashboardKind {
  return (primaryRole && KIND_BY_ROLE[primaryRole]) || 'customer'
}

/** Example: `quickActions('freight_broker')` is Submit Load (/quote) and Track Quotes (/quotes). */
export function quickActions(primaryRole: Role | null): readonly QuickAction[] {
  return ACTIONS[dashboardKind(primaryRole)]
}
