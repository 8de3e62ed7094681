import type { StatusLook } from '../../../components/status-badge'
import { FLEET_STATUSES } from '../../../lib/field-values'

export type FleetStatus = (typeof FLEET_STATUSES)[number]

/**
 * The spec's badges: available default (the brand's solid colour), in use secondary, maintenance
 * destructive, retired outline; in shades their text stays readable on (WCAG AA).
 */
export const FLEET_STATUS_LOOKS: Record<FleetStatus, StatusLook> = {
  available: { label: 'Available', color: 'hazard.5' },
  in_use: { label: 'In Use', color: 'steel.1' },
  maintenance: { label: 'Maintenance', color: 'red.9' },
  retired: { label: 'Retired', color: 'steel.8', variant: 'outline' },
}

/** For the status chips and the form's select, in the server's order. */
export const FLEET_STATUS_OPTIONS = FLEET_STATUSES.map((value) => ({ value, label: FLEET_STATUS_LOOKS[value].label }))
