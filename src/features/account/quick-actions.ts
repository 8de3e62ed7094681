import type { Role } from '../../lib/record-types'

/** What the dashboard offers, decided by the primary role (the first of the user's roles). */
export type DashboardKind = 'admin' | 'broker' | 'carrier' | 'pilot' | 'driver' | 'customer'

export interface QuickAction {
  /** A page of the app; a user without its role gets the Access Denied page there. */
  to: string
  label: string
}

/** The role's shortcuts, its main task first (the dashboard's main button). */

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
  // A carrier's account manages no fleet here: the shortcut shows ours, and says so.
  carrier: [
    { to: '/quote', label: 'Request Quote' },
    { to: '/fleet', label: 'View Our Fleet' },
  ],
  pilot: [
    { to: '/escorts', label: 'Escort Jobs' },
    { to: '/profile', label: 'Update Availability' },
  ],
  broker: [
    { to: '/quotes', label: 'Track Quotes' },
    { to: '/quote', label: 'Submit Load' },
  ],
  customer: [
    { to: '/quotes', label: 'My Quotes' },
    { to: '/quote', label: 'Request Quote' },
  ],
  admin: [
    { to: '/admin', label: 'Admin Panel' },
    { to: '/quote', label: 'Request Quote' },
  ],
}

export function dashboardKind(primaryRole: Role | null): DashboardKind {
  return (primaryRole && KIND_BY_ROLE[primaryRole]) || 'customer'
}

/** Example: `quickActions('freight_broker')` is Track Quotes (/quotes), the main one, and Submit Load (/quote). */
export function quickActions(primaryRole: Role | null): readonly QuickAction[] {
  return ACTIONS[dashboardKind(primaryRole)]
}
