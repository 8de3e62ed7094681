import type { LiveFilter } from '../../../lib/realtime/live-filter'
import { plateOf, vinOf, type FleetVehicle } from './fleet-vehicle'

interface FilterBuilder {
  filter(expression: string, params: Record<string, unknown>): string
}

interface FleetFilterSpec {
  /** One status, or every one when undefined. */
  status?: string
  /** Found, ignoring case, in the name, description, plate or VIN; blank finds everything. */
  text: string
}

/**
 * The fleet list's condition for the server and for each live event. Plate and VIN sit on the
 * admin-only fleet_private record, reached from the vehicle by its back relation.
 * Example: `useLiveList({ ..., ...fleetFilter(pb, { status: 'in_use', text: 'ABC' }) })`.
 */
export function fleetFilter(pb: FilterBuilder, { status, text }: FleetFilterSpec): LiveFilter<FleetVehicle> {
  const needle = text.trim()
  const clauses: string[] = []
  if (status) clauses.push(pb.filter('status = {:status}', { status }))
  if (needle) {
    clauses.push(
      pb.filter(
        '(name ~ {:text} || description ~ {:text} || fleet_private_via_fleet.license_plate ?~ {:text} || fleet_private_via_fleet.vin ?~ {:text})',
        { text: needle },
      ),
    )
  }
  const lowered = needle.toLowerCase()
  const matches = (vehicle: FleetVehicle) =>
    (!status || vehicle.status === status) &&
    (!lowered || [vehicle.name, vehicle.description, plateOf(vehicle), vinOf(vehicle)].some((value) => (value ?? '').toLowerCase().includes(lowered)))
  return { filter: clauses.join(' && '), matches }
}
